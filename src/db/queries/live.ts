import { Dexie, liveQuery } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { asyncScheduler, from, switchMap, throttleTime } from 'rxjs'
import type { AnchorProfile, Gift, LeaderboardType } from '../../../protocol/live'
import { LIVE_LIMITS } from '../../../protocol/live-limits'
import type { Match } from '../../../protocol/match'
import type { ScorecastDB } from '../database'
import { db } from '../instance'
import type { ChatRow, LeaderboardRow, LiveRoomRow, OutgoingChatRow, PlaybackRow } from '../live-rows'
import { useThrottledLiveQuery } from './throttled-live-query'

// The live screens' reads. Lists and chat re-run at most a few times a second: viewer counts and a busy
// chat would otherwise wake them on every frame.

/** Rooms on air (of one game, or covering one match), most viewers first. */
export async function liveRoomsOf(
  database: ScorecastDB,
  scope: { gameId?: number; matchId?: string },
): Promise<LiveRoomRow[]> {
  const rooms =
    scope.matchId !== undefined
      ? (await database.liveRooms.where('matchId').equals(scope.matchId).toArray()).filter((r) => r.state === 'live')
      : scope.gameId !== undefined
        ? await database.liveRooms.where('[state+gameId]').equals(['live', scope.gameId]).toArray()
        : await database.liveRooms.where('[state+gameId]').between(['live', -Infinity], ['live', Infinity]).toArray()
  return rooms
    .filter((room) => scope.gameId === undefined || room.gameId === scope.gameId)
    .sort((a, b) => b.viewers - a.viewers || a.roomId - b.roomId)
}

/** The newest lines of a room, oldest first, without the 'removal' markers (their targets are blanked). */
export async function chatLines(database: ScorecastDB, roomId: number, limit: number): Promise<ChatRow[]> {
  const rows = await database.chat
    .where('[roomId+seq]')
    .between([roomId, Dexie.minKey], [roomId, Dexie.maxKey])
    .reverse()
    .limit(limit)
    .toArray()
  return rows.filter((row) => row.kind !== 'removal').reverse()
}

/** An anchor with whether they are on air now (their room's cached state wins over the list's flag). */
export type AnchorListRow = AnchorProfile & { onAir: boolean }

export async function anchorsOf(database: ScorecastDB, gameId?: number): Promise<AnchorListRow[]> {
  const anchors =
    gameId === undefined
      ? await database.anchorProfiles.toArray()
      : await database.anchorProfiles.where('gameId').equals(gameId).toArray()
  const rooms = await database.liveRooms.bulkGet(anchors.map((a) => a.roomId ?? 0))
  return anchors
    .map(({ savedAt: _savedAt, ...anchor }, i) => ({
      ...anchor,
      onAir: rooms[i] ? rooms[i].state === 'live' : anchor.live,
    }))
    .sort((a, b) => Number(b.onAir) - Number(a.onAir) || b.fans - a.fans || a.uid - b.uid)
}

/** Live rooms for /live and /anchor/{game}; undefined while the cache is read. */
export function useLiveRooms(gameId?: number, matchId?: string): LiveRoomRow[] | undefined {
  return useThrottledLiveQuery(() => liveRoomsOf(db, { gameId, matchId }), `${gameId}|${matchId}`, 500)
}

/** The matches the given ids name, by id (missing ones absent); for the cards' live scores. */
export function useMatchesById(ids: readonly string[]): ReadonlyMap<string, Match> | undefined {
  const key = ids.join('|')
  return useThrottledLiveQuery(
    async () => {
      const rows = await db.matches.bulkGet([...ids])
      return new Map(rows.flatMap((match): [string, Match][] => (match ? [[match.id, match]] : [])))
    },
    key,
    500,
  )
}

/** One room; null when the cache does not have it. */
export function useLiveRoom(roomId: number): LiveRoomRow | null | undefined {
  return useLiveQuery(async () => (await db.liveRooms.get(roomId)) ?? null, [roomId])
}

/** What the viewer may play in a room; null until asked. */
export function usePlayback(roomId: number): PlaybackRow | null | undefined {
  return useLiveQuery(async () => (await db.playback.get(roomId)) ?? null, [roomId])
}

/** How often the chat list re-reads at most: 10 answers a second keep 200 lines a second smooth. */
export const CHAT_READ_MS = 100

/**
 * The room's newest lines (at most LIVE_LIMITS.chatHistoryKept), oldest first. A busy room commits up to
 * one batch a frame: the live query watches only the room's newest key (cheap to re-run), and the lines
 * themselves are read at most every CHAT_READ_MS. Every change (a line, a removal) adds a seq, so the
 * newest key moves with each of them.
 */
export function useChat(roomId: number): ChatRow[] | undefined {
  const [lines, setLines] = useState<ChatRow[] | undefined>(undefined)
  useEffect(() => {
    setLines(undefined)
    const newestKey = () =>
      db.chat
        .where('[roomId+seq]')
        .between([roomId, Dexie.minKey], [roomId, Dexie.maxKey])
        .reverse()
        .limit(1)
        .primaryKeys()
    const subscription = from(liveQuery(newestKey))
      .pipe(
        throttleTime(CHAT_READ_MS, asyncScheduler, { leading: true, trailing: true }),
        switchMap(() => chatLines(db, roomId, LIVE_LIMITS.chatHistoryKept)),
      )
      .subscribe({ next: setLines, error: (error: unknown) => console.error('chat query failed', error) })
    return () => subscription.unsubscribe()
  }, [roomId])
  return lines
}

/** Lines the viewer sent that are not numbered yet, and refusals, oldest first. */
export function useOutgoingChat(roomId: number): OutgoingChatRow[] | undefined {
  return useLiveQuery(
    async () => (await db.outgoingChat.where('roomId').equals(roomId).toArray()).sort((a, b) => a.at - b.at),
    [roomId],
  )
}

/** The gift list, cheapest first. */
export function useGifts(): Gift[] | undefined {
  return useLiveQuery(async () => (await db.gifts.toArray()).sort((a, b) => a.price - b.price), [])
}

export function useLeaderboard(roomId: number, type: LeaderboardType): LeaderboardRow | null | undefined {
  return useLiveQuery(async () => (await db.leaderboards.get([roomId, type])) ?? null, [roomId, type])
}

/** Anchors (of one game), on air first, then by fans. */
export function useAnchors(gameId?: number): AnchorListRow[] | undefined {
  return useThrottledLiveQuery(() => anchorsOf(db, gameId), String(gameId), 500)
}
