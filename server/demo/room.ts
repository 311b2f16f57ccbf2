import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { gameById } from '../../protocol/games'
import { GIFTS } from '../../protocol/live'
import { type ChatSendDeps, sendChat } from '../chat/send'
import type { Database } from '../db/client'
import { findAnchor } from '../live/anchors'
import { liveRooms } from '../live/tables'
import type { DemoRoomAccount, DemoViewer } from './accounts'
import { type DemoApi, DemoCallError } from './api'
import { pickGift, pickLine, pickSpeaker, type Random } from './choices'
import { topUpFor } from './coins'
import { gameName, type MatchCandidate, matchCandidates, pickMatch, titleFor } from './matches'
import { type Repeater, repeat } from './repeat'
import { type Scoreboard, scoreboardFor } from './scoreboard'
import type { DemoStream } from './stream'

/** How often things happen in a demo room, in ms ([min, max] pauses are drawn uniformly). */
export type DemoTiming = {
  /** Looking at the room: link or re-link a match, retitle, start live once the stream is in. */
  tickMs: number
  chatEveryMs: readonly [number, number]
  giftEveryMs: readonly [number, number]
  /**
   * A broadcast lasts this long, then the anchor ends live and starts again at the next look: each
   * broadcast becomes a replay (server/videos), so a fresh portal has videos within minutes.
   */
  broadcastMs: number
}

export const DEFAULT_DEMO_TIMING: DemoTiming = {
  tickMs: 5_000,
  chatEveryMs: [2_000, 6_000],
  giftEveryMs: [30_000, 90_000],
  broadcastMs: 5 * 60_000,
}

/** What the rooms of one demo share. */
export type DemoRoomContext = {
  db: Database
  api: DemoApi
  chat: ChatSendDeps
  log: FastifyBaseLogger
  viewers: readonly DemoViewer[]
  timing: DemoTiming
  random: Random
  now: () => number
  /** The match each demo room covers (room id → match id), so rooms spread over different matches. */
  linked: Map<number, string>
}

export type DemoRoom = { stop(): Promise<void> }

/**
 * Plays the anchor of one demo room, as a person would in the anchor centre: link a match in progress and
 * title the room after it, start live once the streaming tool's video arrives (§4), re-link when the
 * match ends; and the demo viewers chat and now and then send a gift while the room is live.
 */
export function startDemoRoom(
  context: DemoRoomContext,
  account: DemoRoomAccount,
  stream: DemoStream,
  /** Makes the room's cover (a data URL), for a room that has none yet. */
  cover: () => Promise<string | null>,
): DemoRoom {
  const { db, api, log, random } = context
  const { roomId, userId, anchor } = account
  const roomLog = log.child({ roomId })
  /** What the last look at the room found. */
  let live = false
  let gameId: number = anchor.gameId
  let match: MatchCandidate | null = null
  let lastSpeaker: number | null = null
  let lastLine: string | null = null
  let coverTried = false
  let shownTitle: string | null = null
  let shownBoard: Scoreboard | null = null
  /** An administrator banned this demo anchor (which ended its broadcast): the room goes quiet for good. */
  let retired = false

  const look = async () => {
    if (retired) return
    if ((await findAnchor(db, userId))?.status !== 'passed') {
      retired = true
      live = false
      roomLog.info('demo: the anchor was banned; the room stops')
      await stream.stop()
      return
    }
    const now = context.now()
    const [row] = await db.select().from(liveRooms).where(eq(liveRooms.id, roomId))
    if (!row) return
    const candidates = await matchCandidates(db, now)
    // From here to claiming the choice in `linked` nothing awaits, so two rooms looking at once never
    // both take the one free match.
    const others = new Set([...context.linked].filter(([id]) => id !== roomId).map(([, matchId]) => matchId))
    const room = { matchId: row.matchId, homeGameId: anchor.gameId }
    const chosen = pickMatch(room, candidates, others, now)
    if (chosen) context.linked.set(roomId, chosen.id)
    else context.linked.delete(roomId)
    match = chosen
    gameId = row.gameId
    if ((chosen?.id ?? null) !== row.matchId) {
      gameId = (await api.call(userId, 'anchorToggleMatchId', { matchId: chosen?.id ?? null })).gameId
      roomLog.info({ matchId: chosen?.id ?? null, gameId }, 'demo: room linked to a match')
    }
    const title = titleFor(anchor, chosen, gameId)
    if (title !== row.title) await api.call(userId, 'updateAnchor', { title })
    if (title !== shownTitle) stream.setTitle(title)
    shownTitle = title
    const board = scoreboardFor(chosen, gameName(gameId))
    if (board.score !== shownBoard?.score || board.status !== shownBoard.status) stream.setScoreboard(board)
    shownBoard = board
    if (row.coverImageId === null && !coverTried) {
      coverTried = true
      const image = await cover()
      if (image) await api.call(userId, 'updateAnchor', { cover: image })
    }
    live = row.state === 'live'
    if (live && row.startedAt !== null && now - row.startedAt >= context.timing.broadcastMs) {
      // One episode is over: end live (its replay is finished); the next look goes live again.
      await api.call(userId, 'anchorDowncast', {})
      roomLog.info('demo: broadcast ended (it becomes a replay)')
      live = false
      return
    }
    if (row.publishing && !live) {
      try {
        live = (await api.call(userId, 'anchorBroadcast', {})).state === 'live'
        roomLog.info('demo: room went live')
      } catch (error) {
        // Another look (or a restart that found it live) started it first.
        if (!(error instanceof DemoCallError && error.code === 409)) throw error
        live = true
      }
    }
  }

  const say = async () => {
    if (!live) return
    const viewer = pickSpeaker(context.viewers, lastSpeaker, random)
    const text = pickLine(gameById(gameId)?.gameId ?? anchor.gameId, match, lastLine, random)
    lastSpeaker = viewer.id
    lastLine = text
    const reply = await sendChat(context.chat, viewer, { roomId, text })
    if (!reply.ok) roomLog.debug({ text, refusal: reply.error }, 'demo: chat line refused')
  }

  const give = async () => {
    if (!live) return
    const viewer = pickSpeaker(context.viewers, null, random)
    const { giftId, count } = pickGift(random)
    const price = GIFTS.find((gift) => gift.id === giftId)?.price ?? 1
    await topUpFor(db, viewer.id, price * count, context.now())
    await api.call(viewer.id, 'giftSend', { roomId, giftId, count, requestId: randomUUID() })
  }

  const report = (what: string) => (error: unknown) => roomLog.warn({ err: error }, `demo: ${what} failed`)
  const loops: Repeater[] = [
    repeat([context.timing.tickMs, context.timing.tickMs], random, look, report('looking at the room'), 0),
    repeat(context.timing.chatEveryMs, random, say, report('chat line')),
    repeat(context.timing.giftEveryMs, random, give, report('gift')),
  ]

  return {
    stop: async () => {
      await Promise.all(loops.map((loop) => loop.stop()))
      context.linked.delete(roomId)
      // End live before the stream, as an anchor clicks "end live" and then stops the tool (§4).
      if (live) await api.call(userId, 'anchorDowncast', {}).catch(report('ending live'))
      await stream.stop()
    },
  }
}
