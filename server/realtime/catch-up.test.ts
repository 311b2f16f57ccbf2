import { sql } from 'drizzle-orm'
import pino from 'pino'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, beijingDay, dayRange } from '../../protocol/calendar'
import type { Match, MatchEvent } from '../../protocol/match'
import type { ClientToServerEvents, ServerToClientEvents } from '../../protocol/socket'
import { type FeedHandle, startFeed } from '../feed/index'
import { leagueTeams } from '../matches/tables'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { resultOf } from '../test-support/http-client'
import { addLeague } from '../test-support/match-fixtures'
import { startTestServer, type TestServer } from '../test-support/server'

// The resume test: a socket.io client watching every match drops off for 30 s of play at 120×
// speed (an hour of match time), comes back, and catches up by the global event cursor while pushes
// keep arriving. It must end with exactly the server's state and every incident once. The feed is driven
// by its `now` option and sync(), so the 30 s cost no real time.

type Client = Socket<ServerToClientEvents, ClientToServerEvents>
const SPEED = 120
const SECOND = 1000
const GAMES = [1, 2, 201, 202]

/** A client's view of one match, applied strictly in seq order. */
type Local = { seq: number; homeScore: number; guestScore: number; status: string; incidents: string[] }

/** The event-applying side of a client: buffers out-of-order events, drops duplicates, applies in seq order. */
class Mirror {
  readonly matches = new Map<string, Local>()
  private readonly pending = new Map<string, Map<number, MatchEvent>>()
  private readonly applied = new Map<string, number>()
  cursor = 0
  duplicates = 0

  load(match: Match) {
    if (this.matches.has(match.id)) return
    this.matches.set(match.id, { seq: match.seq, ...scoreOf(match), incidents: [] })
  }

  receive(event: MatchEvent) {
    const key = `${event.matchId}#${event.seq}`
    const seen = this.applied.get(key)
    if (seen !== undefined) {
      // The same seq must always be the same event: same global id, whichever path brought it.
      if (seen !== event.id) throw new Error(`${key} arrived as ids ${seen} and ${event.id}`)
      this.duplicates++
      return
    }
    const local = this.matches.get(event.matchId)
    if (local && event.seq <= local.seq) {
      this.duplicates++
      return
    }
    const queue = this.pending.get(event.matchId) ?? new Map<number, MatchEvent>()
    queue.set(event.seq, event)
    this.pending.set(event.matchId, queue)
    this.drain(event.matchId)
  }

  private drain(matchId: string) {
    const local = this.matches.get(matchId)
    const queue = this.pending.get(matchId)
    if (!local || !queue) return
    for (let next = queue.get(local.seq + 1); next; next = queue.get(local.seq + 1)) {
      queue.delete(next.seq)
      local.seq = next.seq
      Object.assign(local, scoreOf(next.state))
      if (next.incident) local.incidents.push(`${next.seq}:${next.incident.kind}:${next.incident.side}`)
      if (next.retracts !== null) local.incidents.push(`${next.seq}:retracts:${next.retracts}`)
      this.applied.set(`${matchId}#${next.seq}`, next.id)
    }
  }

  /** Events waiting for an earlier one that never came: a gap. */
  waiting(): number {
    return [...this.pending.values()].reduce((sum, queue) => sum + queue.size, 0)
  }
}

function scoreOf(state: { homeScore: number; guestScore: number; status: string }) {
  return { homeScore: state.homeScore, guestScore: state.guestScore, status: state.status }
}

let database: TestDatabase
let server: TestServer
let feed: FeedHandle
const clock = { now: 0 }

beforeAll(async () => {
  database = await openTestDatabase()
  const db = database.db
  for (const gameId of GAMES) {
    await addLeague(db, `g${gameId}`, gameId, 8)
    await db
      .insert(leagueTeams)
      .values(Array.from({ length: 8 }, (_, i) => ({ leagueId: `g${gameId}`, teamId: `g${gameId}-${i + 1}` })))
  }
  server = await startTestServer(db)
  // Noon of a fixed Beijing day; the first sync stores the morning's results and the day's schedule.
  clock.now = dayRange('2026-11-20').start + 12 * 3_600_000
  feed = await startFeed({
    db,
    database,
    speed: SPEED,
    provider: 'builtin',
    load: { liveMatches: 0, eventsPerSecond: 0 },
    log: pino({ level: 'silent' }),
    now: () => clock.now,
    seed: 'catch-up',
    calendarDays: 0,
    publish: server.realtime.publishMatchEvents,
    publishMatches: server.realtime.publishMatches,
  })
  await feed.sync()
}, 60_000)
afterAll(async () => {
  await feed?.stop()
  await server?.close()
  await database?.close()
})

async function advance(ms: number) {
  for (let done = 0; done < ms; done += SECOND) {
    clock.now += SECOND
    await feed.sync()
  }
}

async function connected(socket: Client) {
  if (!socket.connected) {
    socket.connect()
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  }
  expect(await socket.timeout(2000).emitWithAck('subscribe', { rooms: ['matches'] })).toEqual({ ok: true })
}

/** Pages through /match/events from the mirror's cursor to the end, as a client does after a reconnect. */
async function catchUp(mirror: Mirror) {
  for (;;) {
    const page = await resultOf(server.url, 'matchEvents', { after: mirror.cursor, limit: 40 })
    for (const event of page.events) mirror.receive(event)
    mirror.cursor = page.cursor
    if (!page.hasMore) return
  }
}

async function serverState() {
  const rows = await database.db.execute(sql`SELECT id, seq, home_score, guest_score, status FROM matches`)
  return new Map(
    (rows as unknown as { rows: Array<Record<string, unknown>> }).rows.map((r) => [
      String(r.id),
      {
        seq: Number(r.seq),
        homeScore: Number(r.home_score),
        guestScore: Number(r.guest_score),
        status: String(r.status),
      },
    ]),
  )
}

async function serverIncidents(): Promise<Map<string, string[]>> {
  const rows = await database.db.execute(sql`
    SELECT match_id, seq, incident, retracts FROM match_events
    WHERE incident IS NOT NULL OR retracts IS NOT NULL ORDER BY match_id, seq`)
  const byMatch = new Map<string, string[]>()
  for (const row of (rows as unknown as { rows: Array<Record<string, unknown>> }).rows) {
    const list = byMatch.get(String(row.match_id)) ?? []
    const incident = row.incident as { kind: string; side: string | null } | null
    if (incident) list.push(`${row.seq}:${incident.kind}:${incident.side}`)
    if (row.retracts !== null) list.push(`${row.seq}:retracts:${row.retracts}`)
    byMatch.set(String(row.match_id), list)
  }
  return byMatch
}

async function dayOfEveryMatch(): Promise<string[]> {
  const rows = await database.db.execute(sql`SELECT DISTINCT start_time FROM matches`)
  return (rows as unknown as { rows: Array<{ start_time: unknown }> }).rows.map((r) => beijingDay(Number(r.start_time)))
}

describe('a client away for 30 s of accelerated play', () => {
  it('catches up by cursor to exactly the server’s state, with every incident once', async () => {
    const socket: Client = connect(server.url, { transports: ['websocket'], forceNew: true, autoConnect: false })
    const mirror = new Mirror()
    socket.on('match:event', (event) => {
      mirror.receive(event)
      // A pushed event moves the cursor only once everything before it is in: a live client's cursor.
      if (mirror.waiting() === 0) mirror.cursor = Math.max(mirror.cursor, event.id)
    })
    socket.on('match:upsert', (match) => mirror.load(match))

    // Start as the app does: the cursor first, then the lists; events in between are dropped by seq.
    mirror.cursor = (await resultOf(server.url, 'systemConfig')).eventCursor ?? 0
    const today = beijingDay(clock.now)
    for (const day of [addDays(today, -1), today, addDays(today, 1)])
      for (const match of (await resultOf(server.url, 'pcMatches', { day, pageSize: 1000 })).list) mirror.load(match)
    expect(mirror.matches.size).toBeGreaterThan(10)
    await connected(socket)

    // Play from shortly before the next LoL match, so the away window holds BP, kills and scores.
    const next = (await resultOf(server.url, 'upcomingMatches', { gameId: 1, pageSize: 1 })).list[0]
    if (!next) throw new Error('no LoL match left to play today')
    clock.now = Math.max(clock.now, next.startTime - 5 * SECOND)
    await advance(10 * SECOND)
    await expect
      .poll(() => mirror.cursor, { timeout: 10_000 })
      .toBe((await resultOf(server.url, 'systemConfig')).eventCursor)

    socket.disconnect()
    const cursorWhenLeft = mirror.cursor
    await advance(30 * SECOND)
    const missed = ((await resultOf(server.url, 'systemConfig')).eventCursor ?? 0) - cursorWhenLeft
    expect(missed).toBeGreaterThan(20)

    // Back: subscribe first and let pushes arrive, then catch up; the two overlap on purpose.
    await connected(socket)
    await advance(2 * SECOND)
    await catchUp(mirror)
    await advance(5 * SECOND)
    await catchUp(mirror)

    const state = await serverState()
    await expect
      .poll(() => [...mirror.matches].filter(([id, m]) => state.get(id)?.seq !== m.seq).length, { timeout: 10_000 })
      .toBe(0)
    expect(mirror.waiting()).toBe(0)
    expect(mirror.duplicates).toBeGreaterThan(0)
    expect(new Map([...mirror.matches].map(([id, m]) => [id, scoreOf(m)]))).toEqual(
      new Map([...state].map(([id, m]) => [id, scoreOf(m)])),
    )
    expect(new Set(mirror.matches.keys())).toEqual(new Set(state.keys()))
    // Incidents since the snapshot: exactly the server's, in order, none twice.
    const incidents = await serverIncidents()
    let compared = 0
    for (const [id, local] of mirror.matches) {
      if (local.incidents.length === 0) continue
      const all = incidents.get(id) ?? []
      expect(all.slice(all.length - local.incidents.length), id).toEqual(local.incidents)
      expect(new Set(local.incidents).size).toBe(local.incidents.length)
      compared += local.incidents.length
    }
    expect(compared).toBeGreaterThan(10)
    socket.disconnect()
  }, 120_000)

  it('pages the event log without detail snapshots, except for the match named by detailOf', async () => {
    const page = await resultOf(server.url, 'matchEvents', { after: 0, limit: 1000 })
    const matchIds = new Set<string>()
    for (const event of page.events) {
      expect(event, event.matchId).not.toHaveProperty('detail')
      matchIds.add(event.matchId)
    }
    // A match whose timeline has detail snapshots: asked for by name, its events in the log carry them.
    let shown: string | undefined
    for (const matchId of matchIds) {
      const timeline = await resultOf(server.url, 'matchTimeline', { matchId })
      if (timeline.some((event) => event.detail && event.id <= page.cursor)) {
        shown = matchId
        break
      }
    }
    expect(shown).toBeDefined()
    const named = await resultOf(server.url, 'matchEvents', { after: 0, limit: 1000, detailOf: shown })
    const carrying = named.events.filter((event) => event.detail)
    expect(carrying.length).toBeGreaterThan(0)
    expect(carrying.every((event) => event.matchId === shown)).toBe(true)
  })

  it('serves each match’s detail as its last event that carried one left it', async () => {
    const played = (await resultOf(server.url, 'matchesByCondition', { status: ['live', 'closed'], pageSize: 50 })).list
    expect(played.length).toBeGreaterThan(0)
    let withDetail = 0
    for (const match of played) {
      const timeline = await resultOf(server.url, 'matchTimeline', { matchId: match.id })
      const last = timeline.findLast((event) => event.detail)?.detail ?? null
      const detail = await resultOf(server.url, 'matchDetail', { matchId: match.id })
      expect(detail.detail ?? null, match.id).toEqual(last)
      expect(detail).toMatchObject({ id: match.id, seq: timeline.at(-1)?.seq ?? 0 })
      if (last) withDetail++
    }
    expect(withDetail).toBeGreaterThan(0)
  })

  it('announces the next day’s matches with match:upsert to the game rooms that want them', async () => {
    const lol: Client = connect(server.url, { transports: ['websocket'], forceNew: true, autoConnect: false })
    const upserts: Match[] = []
    lol.on('match:upsert', (match) => upserts.push(match))
    lol.connect()
    await new Promise<void>((resolve) => lol.once('connect', () => resolve()))
    expect(await lol.timeout(2000).emitWithAck('subscribe', { rooms: ['game:1'] })).toEqual({ ok: true })
    // Past Beijing midnight the feed's calendar reaches further: a day it never announced (which one
    // depends on how far ahead the feed schedules; it is the latest day among the upserts).
    const known = new Set(await dayOfEveryMatch())
    clock.now = dayRange(addDays(beijingDay(clock.now), 1)).start + SECOND
    await feed.sync()
    const fresh = () => upserts.filter((m) => !known.has(beijingDay(m.startTime)))
    await expect.poll(() => fresh().length, { timeout: 10_000 }).toBeGreaterThan(0)
    const announced = beijingDay(fresh()[0]?.startTime ?? 0)
    const stored = (await resultOf(server.url, 'pcMatches', { day: announced, gameId: 1, pageSize: 1000 })).list
    expect(stored.length).toBeGreaterThan(0)
    await expect.poll(() => fresh().filter((m) => beijingDay(m.startTime) === announced).length).toBe(stored.length)
    expect(upserts.every((m) => m.gameId === 1)).toBe(true)
    // The fixture as announced; its state may have moved on since (the day's first match may be live).
    const { id, leagueId, leagueName, home, guest, startTime, bestOf } = stored[0] ?? ({} as Match)
    expect(upserts.find((m) => m.id === id)).toMatchObject({ leagueId, leagueName, home, guest, startTime, bestOf })
    lol.disconnect()
  }, 120_000)
})
