import 'fake-indexeddb/auto'
import { i18n } from '@lingui/core'
import { BehaviorSubject } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, beijingDay, dayRange } from '../../../protocol/calendar'
import { sessions, users } from '../../../server/auth/tables'
import { hashSecret } from '../../../server/crypto/secrets'
import type { DatabaseHandle } from '../../../server/db/client'
import { openTestDatabase } from '../../../server/test-support/database'
import { addListWorld } from '../../../server/test-support/match-fixtures'
import { startTestServer, type TestServer } from '../../../server/test-support/server'
import { ApiClient } from '../../api/client'
import { cookieJarFetch } from '../../api/cookie-jar-fetch'
import { ScorecastDB } from '../../db/database'
import { matchCountsByDay } from '../../db/queries/calendar'
import { matchList } from '../../db/queries/home'
import { leaguesOf } from '../../db/queries/leagues'
import { resultMatches, scheduleMatches } from '../../db/queries/schedule'
import { EventBus } from '../core/bus'
import { initialConnection } from '../core/connection'
import type { LoadStatus } from '../core/interest'
import { RoomRegistry } from '../core/rooms'
import { until } from '../core/test-support'
import { startCatalogWriter } from './catalog-writer'
import { syncFavourites } from './favourites-sync'
import { startFavouritesWriter, writeFavouriteEvent } from './favourites-writer'
import { homeInterest, leaguesInterest, monthInterest, rangeInterest, standingsInterest } from './match-interest'
import { startDbWriter } from './match-writer'

// The client's loads against the real server (PGlite, the real handlers): the contract both sides read
// from protocol/ holds in practice, not only in the tiny servers of match-interest.test.ts.

let database: DatabaseHandle
let server: TestServer
let db: ScorecastDB
let deps: ReturnType<typeof makeDeps>
const now = Date.now()
const today = beijingDay(now)

function makeDeps() {
  const bus = new EventBus()
  return {
    bus,
    api: new ApiClient({ baseUrl: server.url }),
    db,
    rooms: new RoomRegistry(),
    connection: new BehaviorSubject(initialConnection(true)),
  }
}

beforeAll(async () => {
  await i18n.loadAndActivate({ locale: 'zh_CN', messages: {} })
  database = await openTestDatabase()
  await addListWorld(database.db, now, dayRange(today).start)
  const [user] = await database.db
    .insert(users)
    .values({ username: '球迷', createdAt: now })
    .returning({ id: users.id })
  if (!user) throw new Error('no user')
  await database.db.insert(sessions).values({
    tokenHash: hashSecret('fan-token'),
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + 3_600_000,
  })
  server = await startTestServer(database.db)
  db = new ScorecastDB('contract')
  deps = makeDeps()
  const writers = [startDbWriter(deps.bus, db), startCatalogWriter(deps.bus, db)]
  return () => {
    for (const writer of writers) writer.unsubscribe()
  }
  // Migrating a fresh PGlite takes a while on a busy machine.
}, 120_000)
afterAll(async () => {
  await db.delete()
  await server.close()
  await database.close()
})

let probes = 0
async function loaded(statuses$: ReturnType<typeof rangeInterest>): Promise<void> {
  const statuses: LoadStatus[] = []
  const subscription = statuses$.subscribe((s) => statuses.push(s))
  await until(() => statuses.includes('loaded') || statuses.includes('failed'), 10_000, 'the load')
  subscription.unsubscribe()
  expect(statuses.at(-1)).toBe('loaded')
  // Both writers store in emission order: once these probes are stored, so is the load.
  probes += 1
  deps.bus.emit({ type: 'sync/caught-up', at: -probes, cursor: null })
  deps.bus.emit({ type: 'dayCounts/loaded', scope: -1, counts: [{ day: 'probe', total: probes }], at: 0 })
  await until(async () => (await db.readMeta('lastSyncAt')) === -probes, 10_000, 'the match writer')
  await until(async () => (await db.dayCounts.get([-1, 'probe']))?.total === probes, 10_000, 'the catalog writer')
}

const ids = (list: { id: string }[]) => list.map((m) => m.id).sort()

describe('match data against the real server', () => {
  it('loads the schedule and the results of a range', async () => {
    const week = { fromDay: addDays(today, -3), toDay: addDays(today, 6) }
    await loaded(rangeInterest(deps, { ...week, kind: 'schedule' }))
    expect(ids(await scheduleMatches(db, week))).toEqual(
      ['far', 'later', 'live1', 'live2', 'live3', 'live4', 'postponed', 'soon'].sort(),
    )
    expect(ids(await resultMatches(db, week))).toEqual(['past1', 'past2', 'past3'])
    expect(ids(await scheduleMatches(db, { ...week, gameId: 1, leagueId: 'ldl' }))).toEqual(['live2'])
  })

  it('counts the days of a month from the server', async () => {
    const month = today.slice(0, 7)
    await loaded(monthInterest(deps, month, 2))
    const counts = await matchCountsByDay(db, month, 2)
    const expected = [addDays(today, -1), addDays(today, 5)].filter((day) => day.startsWith(month))
    expect(counts.map((c) => c.day)).toEqual(expected)
    expect(counts.every((c) => c.total === 1)).toBe(true)
  })

  it('loads leagues, a league table and the home lists', async () => {
    await loaded(leaguesInterest(deps, 1))
    expect((await leaguesOf(db, 1)).map((l) => l.id)).toEqual(['lpl', 'ldl'])
    await loaded(standingsInterest(deps, 1, 'lpl'))
    const table = await db.standings.get([1, 'lpl'])
    expect(table?.matchesCounted).toBe(2)
    expect(table?.table.length).toBeGreaterThan(0)
    await loaded(homeInterest(deps))
    expect(ids(await matchList(db, 'hot', 20))).toEqual(['live1', 'live2', 'live3', 'live4'])
    expect(ids(await matchList(db, 'preview', 20))).toEqual(expect.arrayContaining(['soon', 'later']))
    expect(await db.readMeta('homeStandings')).toBeDefined()
  })

  it("merges a visitor's favourites into the account and brings the account's down", async () => {
    // A non-browser client: its token as the header (the app itself relies on the HttpOnly cookie).
    const fan = new ApiClient({
      baseUrl: server.url,
      fetch: cookieJarFetch({ token: 'fan-token' }),
      clearCookies: () => {},
    })
    // Followed on another device.
    await fan.call('attention', { matchId: 'later', follow: true })
    // Followed here as a visitor: one kept, one changed mind.
    const toggle = (matchId: string, at: number) => writeFavouriteEvent(db, { type: 'favourites/toggle', matchId, at })
    await toggle('live1', 1)
    await toggle('soon', 2)
    await toggle('soon', 3)
    const writer = startFavouritesWriter(deps.bus, db)
    expect(await syncFavourites({ ...deps, api: fan, hasToken: () => true })).toBe(true)
    expect((await fan.call('attentionList', {})).map((m) => m.id).sort()).toEqual(['later', 'live1'])
    const local = async () => (await db.favourites.toArray()).map((r) => [r.matchId, r.on, r.pending])
    await expect.poll(local).toEqual([
      ['later', true, false],
      ['live1', true, false],
    ])
    writer.unsubscribe()
  })
})
