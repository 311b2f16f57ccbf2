import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { Database } from '../db/client'
import { writeViewerCounts, zeroUnwatched } from '../live/rooms'
import type { ScorecastServer } from '../realtime/broadcaster'
import type { LivePublisher } from '../realtime/live-publisher'
import { SOCKET_LIMITS, type SocketIdentity } from '../realtime/socket-guard'

export const VIEWERS_INTERVAL_MS = 2000
/** A peer that has not reported for this long is gone (stopped or crashed): its viewers no longer count. */
const PEER_STALE_MS = 3 * VIEWERS_INTERVAL_MS
const PEER_EVENT = 'chat:viewer-counts'
const ROOM = /^live:(\d{1,12})$/
/** Room ids are PostgreSQL integers; a socket may join 'live:999999999999', which names no room. */
const MAX_ROOM_ID = 2_147_483_647

const peerReportSchema = z.object({
  node: z.string().max(64),
  counts: z.array(z.tuple([z.number().int().min(1).max(MAX_ROOM_ID), z.number().int().min(0)])).max(100_000),
})

/**
 * Viewer counts of live rooms: a room's viewers are the distinct viewers among the sockets in its socket.io
 * room 'live:<id>' — a logged-in user once however many tabs, a visitor once per browser (its anonymous
 * viewer id), and at most SOCKET_LIMITS.anonymousViewersPerAddress visitors per address, so a script
 * opening thousands of anonymous sockets (or claiming thousands of browsers) cannot push a room up /live.
 * A viewer with sockets on two processes counts on each.
 *
 * Counting across processes cheaply: every process reads its own rooms from its adapter (a map lookup,
 * no network) and, with the Redis adapter, sends that snapshot to the others every interval with
 * `serverSideEmit` — one small message per process and interval instead of a `fetchSockets()` round trip
 * per room. Each process adds up its own and its peers' fresh snapshots; one process, the reporter (the
 * lowest node id among those alive, after it has heard a full round from its peers), writes the rooms whose
 * count changed to live_rooms.viewers and pushes `live:viewers`. A dead peer's viewers drop out after
 * PEER_STALE_MS, and the reporter's first round sets every room nobody watches back to 0, so a crash
 * leaves no count behind. Viewer counts do not bump a room's version: they have their own event.
 */
export function startViewerCounts(options: {
  io: ScorecastServer
  db: Database
  live: LivePublisher
  log: FastifyBaseLogger
  /** True with the Redis adapter: other processes serve part of the audience. */
  crossProcess: boolean
  /** Who each socket of this process is (server/realtime/socket-guard.ts). */
  identities: ReadonlyMap<string, SocketIdentity>
}): { stop(): void } {
  const { io, db, live, log, crossProcess, identities } = options
  const node = randomUUID()
  const startedAt = Date.now()
  const peers = new Map<string, { at: number; counts: [number, number][] }>()
  /** What the reporter last wrote and pushed, per room (rooms at 0 are absent). */
  const published = new Map<number, number>()
  let reconciled = false
  let running = false

  if (crossProcess) {
    io.on(PEER_EVENT, (payload: unknown) => {
      const parsed = peerReportSchema.safeParse(payload)
      if (parsed.success && parsed.data.node !== node) {
        peers.set(parsed.data.node, { at: Date.now(), counts: parsed.data.counts })
      }
    })
  }

  const localCounts = (): Map<number, number> => {
    const counts = new Map<number, number>()
    for (const [room, sockets] of io.of('/').adapter.rooms) {
      const match = ROOM.exec(room)
      const roomId = Number(match?.[1])
      if (!(roomId >= 1 && roomId <= MAX_ROOM_ID)) continue
      const viewers = distinctViewers(sockets, identities)
      if (viewers > 0) counts.set(roomId, viewers)
    }
    return counts
  }

  const isReporter = (now: number): boolean => {
    if (!crossProcess) return true
    // Until a full round of peer reports came in, this process does not know who else is there.
    if (now - startedAt < 2 * VIEWERS_INTERVAL_MS) return false
    return [...peers.keys()].every((peer) => node < peer)
  }

  const tick = async () => {
    const now = Date.now()
    const totals = localCounts()
    if (crossProcess) io.serverSideEmit(PEER_EVENT, { node, counts: [...totals] })
    for (const [peer, report] of peers) {
      if (now - report.at > PEER_STALE_MS) {
        peers.delete(peer)
        continue
      }
      for (const [roomId, n] of report.counts) totals.set(roomId, (totals.get(roomId) ?? 0) + n)
    }
    if (!isReporter(now)) {
      // Another process reports; should this one take over, it starts from a clean slate.
      published.clear()
      reconciled = false
      return
    }
    const changed: [number, number][] = [...totals].filter(([roomId, n]) => published.get(roomId) !== n)
    for (const roomId of published.keys()) if (!totals.has(roomId)) changed.push([roomId, 0])
    await writeViewerCounts(db, changed)
    if (!reconciled) {
      // Counts left by a previous run (a crash, a restart): every room nobody watches now is at 0.
      const watched = [...totals.keys()]
      for (const roomId of await zeroUnwatched(db, watched)) changed.push([roomId, 0])
      reconciled = true
    }
    // Pushed after the write, so a client that reads the room right after sees the same count.
    for (const [roomId, n] of changed) {
      if (n === 0) published.delete(roomId)
      else published.set(roomId, n)
      live.viewers(roomId, n)
    }
  }

  const timer = setInterval(() => {
    if (running) return
    running = true
    tick()
      .catch((error: unknown) => log.error({ err: error }, 'viewer count round failed'))
      .finally(() => {
        running = false
      })
  }, VIEWERS_INTERVAL_MS)
  timer.unref()
  return {
    stop: () => clearInterval(timer),
  }
}

/** Distinct viewers among a room's sockets: users once, visitors once per browser and capped per address. */
export function distinctViewers(sockets: Iterable<string>, identities: ReadonlyMap<string, SocketIdentity>): number {
  const users = new Set<number>()
  const visitors = new Map<string, Set<string>>()
  for (const id of sockets) {
    const identity = identities.get(id)
    if (!identity) continue
    if (identity.userId !== null) {
      users.add(identity.userId)
      continue
    }
    const browsers = visitors.get(identity.address) ?? new Set<string>()
    if (browsers.size < SOCKET_LIMITS.anonymousViewersPerAddress) browsers.add(identity.viewerId)
    visitors.set(identity.address, browsers)
  }
  let total = users.size
  for (const browsers of visitors.values()) total += browsers.size
  return total
}
