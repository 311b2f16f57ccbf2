import type { FastifyBaseLogger } from 'fastify'
import { type LiveFrame, parseLiveMessage } from './live-wire'

/**
 * The live half of the PandaScore feed: one WebSocket per running match that PandaScore serves live
 * (`live.supported`; PandaScore allows three per match, the portal opens one), its frames remembered per game
 * for the mapping (mapping.ts) to turn into kills, gold, rounds, a win chance and the match detail.
 *
 * - Reconnects after a drop, 1 s doubling to a minute, and after 45 s without a message (frames come every
 *   two seconds while a game runs; a silent socket is a dead one). A frame is a whole snapshot, so nothing
 *   has to be recovered after a gap: the next frame says where the game is.
 * - Close 1000 is PandaScore's "match finished": not reopened. 4001 (no token) and 4003 (not in the plan)
 *   are logged once and that match is left to the REST polling; 4029 (three connections already: another
 *   process of the same token) waits a minute.
 * - Memory is per followed match and goes when the match stops running.
 */

/** What the portal remembers of one game of a followed match. */
export type GameMemory = {
  /** The game's last frame. */
  frame: LiveFrame
  /** Gold lead (first side's gold less the second's, thousands) sampled every GOLD_SAMPLE_SECONDS of game. */
  goldLead: Array<{ clock: number; lead: number; firstTeamId: number }>
  /** CS: the team on CT in the first half, when a frame of the first half was seen. */
  firstCtTeamId: number | null
  /** CS: rounds by team id after the first half (twelve rounds), when the frame at round 13 was seen. */
  firstHalf: Map<number, number> | null
}

export type LiveStatus = {
  /** Sockets open now. */
  connections: number
  reconnects: number
  frames: number
  skipped: number
  lastMessageAt: number | null
}

export type PandaLive = {
  /** Follows exactly these matches (PandaScore ids): opens sockets for new ones, closes the others'. */
  keep(matchIds: Iterable<number>): void
  /** What the frames said of a followed match's games, by PandaScore game id. */
  games(matchId: number): ReadonlyMap<number, GameMemory> | undefined
  /** Matches with frames since the last call. */
  takeChanged(): Set<number>
  status(): LiveStatus
  close(): void
}

export type PandaLiveOptions = {
  /** wss://live.pandascore.co, or the double's ws:// address. */
  url: string
  token: string
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  now: () => number
  silenceMs?: number
  /** First wait after a drop (doubling up to a minute). */
  retryMs?: number
  /**
   * Frames came in: called at most once per `batchMs` (default 250 ms), that long after the first of them, so
   * a batch of frames is one transaction, not one per frame (bench/provider-live.ts measures what it costs).
   */
  onFrames?: () => void
  batchMs?: number
}

const GOLD_SAMPLE_SECONDS = 60
const FRAME_BATCH_MS = 250
const MAX_RETRY_MS = 60_000
/** PandaScore's close codes (docs: Disconnections). */
const FINISHED = 1000
const REFUSED = new Set([4001, 4003])
const TOO_MANY = 4029

export function createPandaLive(options: PandaLiveOptions): PandaLive {
  const silenceMs = options.silenceMs ?? 45_000
  const retryMs = options.retryMs ?? 1_000
  const followers = new Map<number, { stop(): void }>()
  /** Matches PandaScore said are over (1000) or refused (4001/4003): not reopened while still listed. */
  const done = new Set<number>()
  const memory = new Map<number, Map<number, GameMemory>>()
  const changed = new Set<number>()
  let batch: ReturnType<typeof setTimeout> | null = null
  let closed = false
  const status: LiveStatus = { connections: 0, reconnects: 0, frames: 0, skipped: 0, lastMessageAt: null }

  function wake() {
    if (batch) return
    batch = setTimeout(() => {
      batch = null
      options.onFrames?.()
    }, options.batchMs ?? FRAME_BATCH_MS)
  }

  function remember(frame: LiveFrame) {
    const games = memory.get(frame.matchId) ?? new Map<number, GameMemory>()
    memory.set(frame.matchId, games)
    const before = games.get(frame.gameId)
    const [first, second] = frame.sides
    const game: GameMemory = before
      ? { ...before, frame }
      : { frame, goldLead: [], firstCtTeamId: null, firstHalf: null }
    if (frame.kind === 'moba' && first.gold !== null && second.gold !== null) {
      const last = game.goldLead.at(-1)
      if (!last || frame.clock - last.clock >= GOLD_SAMPLE_SECONDS)
        game.goldLead = [
          ...game.goldLead,
          { clock: frame.clock, lead: Math.round((first.gold - second.gold) / 100) / 10, firstTeamId: first.teamId },
        ]
    }
    if (frame.kind === 'fps' && frame.round !== null) {
      // A frame's first side is the one on CT.
      if (frame.round <= 12 && game.firstCtTeamId === null) game.firstCtTeamId = first.teamId
      if (frame.round === 13 && game.firstHalf === null && game.firstCtTeamId !== null)
        game.firstHalf = new Map(frame.sides.map((side) => [side.teamId, side.rounds]))
    }
    games.set(frame.gameId, game)
    changed.add(frame.matchId)
    status.frames++
    wake()
  }

  function follow(matchId: number) {
    let socket: WebSocket | null = null
    let generation = 0
    let failures = 0
    let silence: ReturnType<typeof setTimeout> | null = null
    let retry: ReturnType<typeof setTimeout> | null = null
    let stopped = false

    const later = (ms: number) => {
      status.reconnects++
      retry = setTimeout(open, ms)
    }
    const quiet = () => {
      if (silence) clearTimeout(silence)
      silence = setTimeout(() => {
        options.log.warn({ matchId, silenceMs }, 'PandaScore live: no frame for a while, reconnecting')
        drop()
        later(retryMs)
      }, silenceMs)
    }
    /** Forgets the current socket: its late events belong to an old generation and are ignored. */
    const drop = () => {
      generation++
      if (silence) clearTimeout(silence)
      if (socket) {
        status.connections--
        socket.close()
      }
      socket = null
    }

    function open() {
      retry = null
      if (stopped) return
      const mine = ++generation
      const ws = new WebSocket(`${options.url}/matches/${matchId}?token=${encodeURIComponent(options.token)}`)
      socket = ws
      status.connections++
      quiet()
      ws.addEventListener('message', (event) => {
        if (mine !== generation) return
        status.lastMessageAt = options.now()
        failures = 0
        quiet()
        let data: unknown
        try {
          data = JSON.parse(String(event.data))
        } catch {
          status.skipped++
          return
        }
        const message = parseLiveMessage(data)
        if (message.kind === 'frame' && message.frame.matchId === matchId) remember(message.frame)
        else if (message.kind === 'unknown') {
          status.skipped++
          options.log.warn({ matchId, reason: message.reason }, 'PandaScore live: message skipped')
        }
      })
      ws.addEventListener('close', (event) => {
        if (mine !== generation) return
        socket = null
        status.connections--
        if (silence) clearTimeout(silence)
        if (stopped) return
        if (event.code === FINISHED) {
          done.add(matchId)
          return
        }
        if (REFUSED.has(event.code)) {
          done.add(matchId)
          options.log.error(
            { matchId, code: event.code, reason: event.reason },
            'PandaScore live refused this match (token or plan): its score comes from the REST polling only',
          )
          return
        }
        failures++
        later(event.code === TOO_MANY ? MAX_RETRY_MS : Math.min(MAX_RETRY_MS, retryMs * 2 ** (failures - 1)))
      })
    }

    open()
    return {
      stop() {
        stopped = true
        if (retry) clearTimeout(retry)
        drop()
      },
    }
  }

  return {
    keep(matchIds) {
      if (closed) return
      const wanted = new Set(matchIds)
      for (const [id, follower] of followers)
        if (!wanted.has(id)) {
          follower.stop()
          followers.delete(id)
          memory.delete(id)
        }
      for (const id of done) if (!wanted.has(id)) done.delete(id)
      for (const id of wanted) if (!followers.has(id) && !done.has(id)) followers.set(id, follow(id))
    },
    games: (matchId) => memory.get(matchId),
    takeChanged() {
      const ids = new Set(changed)
      changed.clear()
      return ids
    },
    status: () => ({ ...status }),
    close() {
      closed = true
      for (const follower of followers.values()) follower.stop()
      followers.clear()
      if (batch) clearTimeout(batch)
    },
  }
}
