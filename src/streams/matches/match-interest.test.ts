import 'fake-indexeddb/auto'
import { i18n } from '@lingui/core'
import { BehaviorSubject } from 'rxjs'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addDays } from '../../../protocol/calendar'
import type { LeagueSummary, Standings } from '../../../protocol/calls/league'
import { failure, success } from '../../../protocol/envelope'
import type { Match } from '../../../protocol/match'
import { ApiClient } from '../../api/client'
import { type SeenRequest, sendJson, startTestServer } from '../../api/test-server'
import { ScorecastDB } from '../../db/database'
import { matchCountsByDay } from '../../db/queries/calendar'
import { matchList } from '../../db/queries/home'
import { leaguesOf } from '../../db/queries/leagues'
import { resultMatches, scheduleMatches } from '../../db/queries/schedule'
import { makeMatch } from '../../db/test-fixtures'
import { EventBus } from '../core/bus'
import { initialConnection } from '../core/connection'
import type { LoadStatus } from '../core/interest'
import { RoomRegistry } from '../core/rooms'
import { until } from '../core/test-support'
import { startCatalogWriter } from './catalog-writer'
import { homeInterest, monthInterest, rangeInterest, standingsInterest } from './match-interest'
import { pickPreview } from './match-loads'
import { startDbWriter } from './match-writer'

let db: ScorecastDB
let n = 0
const cleanups: (() => unknown)[] = []
beforeAll(() => i18n.loadAndActivate({ locale: 'zh_CN', messages: {} }))
beforeEach(() => {
  db = new ScorecastDB(`interest-${n++}`)
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  await db.delete()
})

const HOUR = 3_600_000
/** Noon (Beijing) of a day. */
const noon = (day: string) => Date.parse(`${day}T04:00:00Z`)

/** A tiny server over a fixed set of matches, answering the list calls like the real one (by Beijing day). */
async function matchServer(matches: Match[], extra: (req: SeenRequest) => unknown = () => undefined) {
  const dayOf = (m: Match) => new Date(m.startTime + 8 * HOUR).toISOString().slice(0, 10)
  const server = await startTestServer((req, res) => {
    const body = req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {}
    const filtered = matches.filter(
      (m) =>
        (body.gameId === undefined || m.gameId === body.gameId) &&
        (body.leagueId === undefined || m.leagueId === body.leagueId),
    )
    const days = (first: string, step: number) =>
      Array.from({ length: Number(body.days ?? 7) }, (_, i) => addDays(first, i * step))
    const seven = (list: string[], keep: (m: Match) => boolean) =>
      list.map((day) => {
        const all = filtered.filter((m) => dayOf(m) === day && keep(m))
        return { day, total: all.length, list: all.slice(0, Number(body.perDay)) }
      })
    switch (req.url.pathname) {
      case '/java/match/getSevenDayMatch':
        return sendJson(res, success(seven(days(String(body.day), 1), () => true)))
      case '/java/match/getSevenDayResults':
        return sendJson(res, success(seven(days(String(body.day), -1), (m) => m.status === 'closed')))
      case '/java/match/pcMatches': {
        const all = filtered.filter((m) => dayOf(m) === body.day && (!body.status || m.status === body.status))
        return sendJson(res, success({ list: all, total: all.length }))
      }
    }
    const reply = extra(req)
    sendJson(res, reply === undefined ? failure(404, 'not found') : success(reply))
  })
  cleanups.push(server.close)
  return server
}

function depsFor(origin: string) {
  const bus = new EventBus()
  const deps = {
    bus,
    api: new ApiClient({ baseUrl: origin }),
    db,
    rooms: new RoomRegistry(),
    connection: new BehaviorSubject(initialConnection(true)),
  }
  const writers = [startDbWriter(bus, db), startCatalogWriter(bus, db)]
  cleanups.push(() => {
    for (const writer of writers) writer.unsubscribe()
  })
  return deps
}

async function loaded(statuses$: ReturnType<typeof rangeInterest>, bus: EventBus): Promise<void> {
  const statuses: LoadStatus[] = []
  const subscription = statuses$.subscribe((s) => statuses.push(s))
  cleanups.push(() => subscription.unsubscribe())
  await until(() => statuses.includes('loaded') || statuses.includes('failed'), 10_000, 'the load')
  expect(statuses.at(-1)).toBe('loaded')
  await settled(bus)
}

let probes = 0
/**
 * Waits until both writers stored everything emitted so far: each writes in emission order, so once a
 * probe emitted now is stored, so is all before it.
 */
async function settled(bus: EventBus): Promise<void> {
  probes += 1
  const at = -probes
  bus.emit({ type: 'sync/caught-up', at, cursor: null })
  bus.emit({ type: 'dayCounts/loaded', scope: -1, counts: [{ day: 'probe', total: probes }], at })
  await until(async () => (await db.readMeta('lastSyncAt')) === at, 10_000, 'the match writer')
  await until(async () => (await db.dayCounts.get([-1, 'probe']))?.total === probes, 10_000, 'the catalog writer')
}

describe('range loading', () => {
  it('loads a 10-day schedule in seven-day calls, completing busy days; results newest first', async () => {
    const matches = [
      makeMatch({ id: 'early', startTime: noon('2026-11-20') - HOUR, status: 'closed' }),
      makeMatch({ id: 'd20', startTime: noon('2026-11-20'), status: 'closed' }),
      makeMatch({ id: 'live', startTime: noon('2026-11-22'), status: 'live', gameId: 1 }),
      makeMatch({ id: 'd29', startTime: noon('2026-11-29'), leagueId: 'l2' }),
      makeMatch({ id: 'd30', startTime: noon('2026-11-30') }),
      makeMatch({ id: 'far', startTime: noon('2026-12-20') }),
    ]
    const server = await matchServer(matches)
    const deps = depsFor(server.origin)
    await loaded(rangeInterest(deps, { kind: 'schedule', fromDay: '2026-11-20', toDay: '2026-11-29' }), deps.bus)
    expect(deps.rooms.current).toEqual(['matches'])
    const calls = server.seen.map((r) => {
      const body = JSON.parse(r.body)
      return `${r.url.pathname.split('/').at(-1)} ${body.day} ${body.days}`
    })
    // The second call asks for the range's last three days only.
    expect(calls.filter((c) => c.startsWith('getSevenDayMatch'))).toEqual([
      'getSevenDayMatch 2026-11-20 7',
      'getSevenDayMatch 2026-11-27 3',
    ])
    const range = { fromDay: '2026-11-20', toDay: '2026-11-29' }
    expect((await scheduleMatches(db, range)).map((m) => m.id)).toEqual(['live', 'd29'])
    expect((await scheduleMatches(db, { ...range, gameId: 202 })).map((m) => m.id)).toEqual(['d29'])
    expect((await scheduleMatches(db, { ...range, leagueId: 'l2' })).map((m) => m.id)).toEqual(['d29'])
    expect((await resultMatches(db, range)).map((m) => m.id)).toEqual(['d20', 'early'])
    expect(await db.matches.get('d30')).toBeUndefined()
    expect(await db.matches.get('far')).toBeUndefined()
  })

  it('pages in the rest of a day with more matches than one call lists', async () => {
    const matches = Array.from({ length: 503 }, (_, i) =>
      makeMatch({ id: `r${i}`, startTime: noon('2026-11-21') + i * 1000, status: 'closed' }),
    )
    const server = await matchServer(matches)
    const deps = depsFor(server.origin)
    await loaded(rangeInterest(deps, { kind: 'results', fromDay: '2026-11-15', toDay: '2026-11-21' }), deps.bus)
    const paged = server.seen.filter((r) => r.url.pathname === '/java/match/pcMatches').map((r) => JSON.parse(r.body))
    expect(paged).toEqual([expect.objectContaining({ day: '2026-11-21', status: 'closed' })])
    expect(await resultMatches(db, { fromDay: '2026-11-21', toDay: '2026-11-21' })).toHaveLength(503)
  })
})

describe('calendar counts', () => {
  it('counts matches per day from the server totals, else from the cache, per game', async () => {
    const matches = [
      ...Array.from({ length: 3 }, (_, i) => makeMatch({ id: `a${i}`, startTime: noon('2026-11-03') })),
      makeMatch({ id: 'lol', startTime: noon('2026-11-03'), gameId: 1 }),
      makeMatch({ id: 'end', startTime: noon('2026-11-30') }),
      makeMatch({ id: 'dec', startTime: noon('2026-12-01') }),
    ]
    const server = await matchServer(matches)
    const deps = depsFor(server.origin)
    // Offline, before any load: the cache's own matches are counted.
    await db.matches.put({
      ...makeMatch({ id: 'cached', startTime: noon('2026-11-10') }),
      day: '2026-11-10',
      retracted: [],
    })
    expect(await matchCountsByDay(db, '2026-11')).toEqual([{ day: '2026-11-10', total: 1 }])

    await loaded(monthInterest(deps, '2026-11'), deps.bus)
    // Five seven-day calls listing one match a day cover the 30 days (the last one asks for the last two).
    expect(server.seen.map((r) => JSON.parse(r.body).perDay)).toEqual([1, 1, 1, 1, 1])
    expect(server.seen.map((r) => JSON.parse(r.body).days)).toEqual([7, 7, 7, 7, 2])
    expect(await matchCountsByDay(db, '2026-11')).toEqual([
      { day: '2026-11-03', total: 4 },
      { day: '2026-11-30', total: 1 },
    ])
    await loaded(monthInterest(deps, '2026-11', 1), deps.bus)
    expect(await matchCountsByDay(db, '2026-11', 1)).toEqual([{ day: '2026-11-03', total: 1 }])
  })
})

const league = (id: string, gameId: number, tier: number): LeagueSummary => ({
  id,
  gameId,
  name: `联赛${id}`,
  shortName: id,
  region: '中国',
  tier,
  logo: null,
  live: 0,
  upcoming: 1,
})

const standingsOf = (leagueId: string): Standings => ({
  league: { id: leagueId, gameId: 202, name: '中超', shortName: '中超', region: '中国', tier: 1, logo: null },
  ranking: 'points',
  matchesCounted: 1,
  table: [
    {
      rank: 1,
      team: { id: 't1', name: '上海申花', shortName: '申花', logo: null },
      played: 1,
      won: 1,
      drawn: 0,
      lost: 0,
      scoreFor: 2,
      scoreAgainst: 0,
      points: 3,
      winRate: 100,
      form: ['won'],
    },
  ],
  leaders: [],
})

describe('standings and home', () => {
  it('caches a league table, readable offline after the server is gone', async () => {
    const server = await matchServer([], (req) =>
      req.url.pathname === '/java/match/standings'
        ? standingsOf(req.url.searchParams.get('leagueId') ?? '')
        : undefined,
    )
    const deps = depsFor(server.origin)
    await loaded(standingsInterest(deps, 202, 'csl'), deps.bus)
    expect(deps.rooms.current).toEqual(['game:202'])
    await server.close()
    const cached = await db.standings.get([202, 'csl'])
    expect(cached).toMatchObject({ gameId: 202, leagueId: 'csl', table: [{ rank: 1, points: 3 }] })
  })

  it('fills the hot list, highlights, preview and the data section', async () => {
    const today = new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 10)
    const soon = Date.now() + HOUR
    const hot = [makeMatch({ id: 'hot1', status: 'live', leagueId: 'big' })]
    const past = [
      makeMatch({ id: 'clip', status: 'closed', playbackUrl: '/v/1.m3u8' }),
      makeMatch({ id: 'noclip', status: 'closed' }),
    ]
    const upcoming = [
      makeMatch({ id: 'minor', leagueId: 'small', startTime: soon }),
      makeMatch({ id: 'bo5', leagueId: 'big', bestOf: 5, startTime: soon + 2 * HOUR }),
      makeMatch({ id: 'bo1', leagueId: 'big', bestOf: 1, startTime: soon + HOUR }),
    ]
    const server = await matchServer([makeMatch({ id: 'today', startTime: noon(today) })], (req) => {
      switch (req.url.pathname) {
        case '/java/match/gameMatchLive':
          return hot
        case '/java/v2/match/getPCPastGameMatch':
          return { list: past, total: past.length }
        case '/java/v2/match/getPCUpcomingGameMatch':
          return { list: upcoming, total: upcoming.length }
        case '/java/league/match_leagues':
          return { list: [league('small', 202, 3), league('big', 202, 1), league('lpl', 1, 1)], total: 3 }
        case '/java/match/standings':
          return standingsOf('big')
      }
    })
    const deps = depsFor(server.origin)
    await loaded(homeInterest(deps, 200), deps.bus)
    expect((await matchList(db, 'hot', 10)).map((m) => m.id)).toEqual(['hot1'])
    expect((await matchList(db, 'highlights', 10)).map((m) => m.id)).toEqual(['clip'])
    expect((await matchList(db, 'preview', 10)).map((m) => m.id)).toEqual(['minor', 'bo1', 'bo5'])
    // When there are more than it shows: top tier first, then the longer series; shown soonest first.
    const tiers: Record<string, number> = { big: 1, small: 3 }
    expect(pickPreview(upcoming, (id) => tiers[id] ?? 99, 2).map((m) => m.id)).toEqual(['bo1', 'bo5'])
    expect(pickPreview(upcoming, (id) => tiers[id] ?? 99, 1).map((m) => m.id)).toEqual(['bo5'])
    expect(await db.matches.get('today')).toBeDefined()
    expect((await leaguesOf(db, 202)).map((l) => l.id)).toEqual(['big', 'small'])
    expect(await db.readMeta('homeStandings')).toEqual({ gameId: 202, leagueId: 'big' })
    expect(await db.standings.get([202, 'big'])).toBeDefined()

    // The lists are fetched again while the home is shown (the day lists are not: pushes keep them).
    const dayCalls = () => server.seen.filter((r) => r.url.pathname === '/java/match/getSevenDayMatch').length
    const before = dayCalls()
    hot.splice(0, 1, makeMatch({ id: 'hot2', status: 'live' }))
    await until(async () => (await matchList(db, 'hot', 10))[0]?.id === 'hot2', 10_000, 'the refreshed hot list')
    expect(dayCalls()).toBe(before)
  })
})
