import type { PromiseExtended } from 'dexie'
import type { ChatMessage, LiveRoom } from '../../../protocol/live'
import type { ScorecastDB } from '../../db/database'
import type { LiveRoomRow } from '../../db/live-rows'
import type { BusEventOf } from '../core/bus'
import { applyRoomChat, type IncomingChat } from './apply-chat'

/** The bus events the live writer stores. */
export const LIVE_WRITTEN_TYPES = [
  'live/rooms',
  'live/room',
  'live/viewers',
  'live/playback',
  'live/anchors',
  'live/gifts',
  'live/leaderboard',
  'chat/messages',
  'chat/send',
  'chat/sent',
  'chat/refused',
] as const
export type LiveWrittenEvent = BusEventOf<(typeof LIVE_WRITTEN_TYPES)[number]>

/** What a committed batch asks for: history fetches after gaps, and gift effects to play. */
export type LiveOutcome = {
  gaps: { roomId: number; afterSeq: number }[]
  liveGifts: { roomId: number; lines: ChatMessage[] }[]
}

/**
 * Stores a batch of live events in ONE transaction, in order. Rooms keep the highest `version` seen (a
 * late answer never rolls a room back); chat lines are gathered per room and applied once per batch
 * (apply-chat.ts), which keeps a 200-lines-a-second room at one small write per frame.
 */
export function applyLiveBatch(db: ScorecastDB, batch: readonly LiveWrittenEvent[]): Promise<LiveOutcome> {
  const tables = [db.liveRooms, db.chat, db.outgoingChat, db.leaderboards, db.playback, db.anchorProfiles, db.gifts]
  return db.transaction('rw', tables, async () => {
    const chat = new Map<number, IncomingChat>()
    for (const event of batch) {
      switch (event.type) {
        case 'live/rooms':
          await putRooms(db, event.rooms, event.at)
          if (event.reset) await endUnlisted(db, event.rooms, event.scope, event.at)
          break
        case 'live/room':
          await putRooms(db, [event.room], event.at)
          break
        case 'live/viewers':
          await db.liveRooms.update(event.roomId, { viewers: event.viewers })
          break
        case 'live/playback':
          await db.playback.put({ ...event.playback, savedAt: event.at })
          break
        case 'live/anchors': {
          const { scope } = event
          if (scope) {
            const listed = new Set(event.anchors.map((a) => a.uid))
            await db.anchorProfiles
              .filter((a) => (scope.gameId === undefined || a.gameId === scope.gameId) && !listed.has(a.uid))
              .delete()
          }
          await db.anchorProfiles.bulkPut(event.anchors.map((anchor) => ({ ...anchor, savedAt: event.at })))
          break
        }
        case 'live/gifts':
          await db.gifts.clear()
          await db.gifts.bulkPut(event.gifts)
          break
        case 'live/leaderboard': {
          const stored = await db.leaderboards.get([event.board.roomId, event.board.type])
          if (!stored || stored.at <= event.board.at) await db.leaderboards.put(event.board)
          break
        }
        case 'chat/messages': {
          const room = chat.get(event.roomId) ?? new Map()
          chat.set(event.roomId, room)
          for (const message of event.messages) {
            const live = event.origin === 'socket' || (room.get(message.seq)?.live ?? false)
            room.set(message.seq, { message, live })
          }
          break
        }
        case 'chat/send':
          // A new line replaces the refusal shown under the input.
          await db.outgoingChat
            .where('roomId')
            .equals(event.roomId)
            .and((row) => row.state === 'refused')
            .delete()
          await db.outgoingChat.put({
            clientId: event.clientId,
            roomId: event.roomId,
            text: event.text,
            at: event.at,
            state: 'pending',
            error: null,
          })
          break
        case 'chat/sent':
          // The numbered line itself arrives in the room's chat (the socket echoes it to everyone).
          await db.outgoingChat.delete(event.clientId)
          break
        case 'chat/refused':
          await db.outgoingChat.update(event.clientId, { state: 'refused', error: event.error })
          break
      }
    }
    const outcome: LiveOutcome = { gaps: [], liveGifts: [] }
    for (const [roomId, incoming] of chat) {
      const { gapAfter, liveGifts } = await applyRoomChat(db, roomId, incoming)
      if (gapAfter !== null) outcome.gaps.push({ roomId, afterSeq: gapAfter })
      if (liveGifts.length > 0) outcome.liveGifts.push({ roomId, lines: liveGifts })
    }
    return outcome
  })
}

/** Stores the rooms newer than the cached ones; Dexie's promise, as the transaction scope follows only those. */
function putRooms(db: ScorecastDB, rooms: readonly LiveRoom[], at: number): PromiseExtended<unknown> {
  return db.liveRooms.bulkGet(rooms.map((room) => room.roomId)).then((stored) => {
    const newer = rooms.filter((room, i) => (stored[i]?.version ?? -1) <= room.version)
    return newer.length > 0
      ? db.liveRooms.bulkPut(newer.map((room): LiveRoomRow => ({ ...room, seenAt: at })))
      : undefined
  })
}

/**
 * A complete list of live rooms for its scope: cached rooms it left out are no longer live. Dexie's promise, as
 * the transaction scope follows only those.
 */
function endUnlisted(
  db: ScorecastDB,
  rooms: readonly LiveRoom[],
  scope: { gameId?: number; matchId?: string },
  at: number,
): PromiseExtended<unknown> {
  const listed = new Set(rooms.map((room) => room.roomId))
  return db.liveRooms
    .where('[state+gameId]')
    .between(['live', -Infinity], ['live', Infinity])
    .filter(
      (room) =>
        !listed.has(room.roomId) &&
        (scope.gameId === undefined || room.gameId === scope.gameId) &&
        (scope.matchId === undefined || room.matchId === scope.matchId),
    )
    .modify((room) => {
      room.state = 'ended'
      room.publishing = false
      room.endedAt ??= at
      room.seenAt = at
    })
}
