// What the real adapters spend of their plans, measured: PandaScore's and API-Football's adapters run against
// their doubles on a simulated clock for one hour with 1, 50 and 300 matches under way (each winning a game
// or scoring once every ten minutes), counting the requests the doubles answered. Prints per scenario
// the requests in the hour against the plan's budget (PandaScore's hourly limit; API-Football's day, as the
// hour's share of it), how late a change reached the portal (simulated seconds from the double's change to
// the publish: the polling interval's cost), and the wall time of a polling round, as a ratio to the
// 1-match round of the same adapter in the same run, with the load average.
// Run: node --import tsx bench/provider-budgets.ts
import { loadavg } from 'node:os'
import pino from 'pino'
import type { MatchEvent } from '../protocol/match'
import { sampleFixture, startApiFootballDouble } from '../server/feed/api-football/double'
import { startFeed } from '../server/feed/index'
import { sampleMatch, startPandaScoreDouble } from '../server/feed/pandascore/double'
import { seedCatalogue } from '../server/seed/index'
import { openTestDatabase } from '../server/test-support/database'
import { summarize, table } from './support/stats'

const log = pino({ level: 'silent' })
const T0 = Date.UTC(2026, 10, 23, 12, 0)
const HOUR = 3_600_000
const KEY = 'bench-provider-key'

type Scenario = { provider: 'pandascore' | 'api-football'; live: number }
type Result = { requests: number; budget: string; lateness: number[]; roundMs: number[] }

async function run({ provider, live }: Scenario): Promise<Result> {
  const database = await openTestDatabase()
  await seedCatalogue(database.db, log)
  const clock = { now: T0 }
  const changedAt = new Map<string, number>()
  const lateness: number[] = []
  const publish = (events: MatchEvent[]) => {
    for (const event of events) {
      const since = changedAt.get(event.matchId)
      if (since !== undefined && event.type === 'incident') {
        lateness.push((clock.now - since) / 1000)
        changedAt.delete(event.matchId)
      }
    }
  }
  const teams = (i: number) => ({
    home: { id: 100_000 + 2 * i, name: `Bench Home ${i}`, acronym: `BH${i}` },
    guest: { id: 100_001 + 2 * i, name: `Bench Guest ${i}`, acronym: `BG${i}` },
  })
  const wins = new Map<number, number>()
  let put: (i: number) => void
  let requests: () => number
  let close: () => Promise<void>
  let options: Parameters<typeof startFeed>[0]
  const base = {
    db: database.db,
    database,
    speed: 1,
    load: { liveMatches: 1, eventsPerSecond: 1 },
    log,
    now: () => clock.now,
    publish,
    publishMatches: () => undefined,
  }
  if (provider === 'pandascore') {
    const double = await startPandaScoreDouble({ token: KEY, now: () => clock.now, hourlyLimit: 1_000_000 })
    put = (i) => {
      const won = wins.get(i) ?? 0
      double.put(
        sampleMatch({
          id: 5_000_000 + i,
          game: 'league-of-legends',
          league: { id: 294, name: 'LPL' },
          ...teams(i),
          scheduledAt: T0 - 30 * 60_000,
          numberOfGames: 11,
          status: 'running',
          games: [...Array.from({ length: won }, (_, k) => (k % 2 ? 'guest' : 'home') as 'home' | 'guest'), 'running'],
        }),
      )
    }
    requests = () => double.requests.length
    close = () => double.close()
    options = { ...base, provider: 'pandascore', pandascore: { token: KEY, baseUrl: double.url, hourlyLimit: 1000 } }
  } else {
    const double = await startApiFootballDouble({
      key: KEY,
      now: () => clock.now,
      dailyLimit: 10_000_000,
      perMinute: 100_000,
    })
    put = (i) => {
      const goals = wins.get(i) ?? 0
      double.put(
        sampleFixture({
          id: 8_000_000 + i,
          league: { id: 39, name: 'Premier League', country: 'England' },
          home: { id: 300_000 + 2 * i, name: `Bench Home FC ${i}` },
          away: { id: 300_001 + 2 * i, name: `Bench Away FC ${i}` },
          kickOff: T0 - 10 * 60_000,
          status: '1H',
          elapsed: 10,
          goals: [goals, 0],
          events: Array.from({ length: goals }, (_, k) => ({
            minute: 5 + k,
            team: 'home' as const,
            type: 'Goal' as const,
            detail: 'Normal Goal',
            player: `Scorer ${k}`,
          })),
        }),
      )
    }
    requests = () => double.requests.length
    close = () => double.close()
    options = {
      ...base,
      provider: 'api-football',
      apiFootball: { key: KEY, baseUrl: double.url, dailyLimit: 7500, leagues: [39] },
    }
  }
  for (let i = 0; i < live; i++) put(i)
  const feed = await startFeed(options)
  await feed.sync()
  const before = requests()
  const roundMs: number[] = []
  for (let second = 1; second <= HOUR / 1000; second++) {
    clock.now = T0 + second * 1000
    // Each match wins a game (scores a goal) once every ten minutes, at a second of its own, so changes fall
    // at every phase of the polling interval; stamped with the double's time.
    for (let i = 0; i < live; i++) {
      if ((second - ((i * 37) % 600)) % 600 !== 0) continue
      wins.set(i, (wins.get(i) ?? 0) + 1)
      put(i)
      changedAt.set(provider === 'pandascore' ? `ps-${5_000_000 + i}` : `af-${8_000_000 + i}`, clock.now)
    }
    const asked = requests()
    const started = performance.now()
    await feed.sync()
    if (requests() > asked) roundMs.push(performance.now() - started)
  }
  const spent = requests() - before
  await feed.stop()
  await close()
  await database.close()
  const budget =
    provider === 'pandascore'
      ? `${((100 * spent) / 1000).toFixed(0)} % of 1,000/h`
      : `${((100 * spent * 24) / 7500).toFixed(0)} % of 7,500/day (×24)`
  return { requests: spent, budget, lateness, roundMs }
}

const rows: Array<[string, string]> = []
for (const provider of ['pandascore', 'api-football'] as const) {
  let baseline = Number.NaN
  for (const live of [1, 50, 300]) {
    const result = await run({ provider, live })
    const late = summarize(result.lateness)
    const round = summarize(result.roundMs)
    if (live === 1) baseline = round.p50
    rows.push(
      [`${provider}, ${live} live: requests in the hour`, `${result.requests} (${result.budget})`],
      [`${provider}, ${live} live: change → publish p50 / p95`, `${late.p50.toFixed(0)} s / ${late.p95.toFixed(0)} s`],
      [
        `${provider}, ${live} live: round p50 (× the 1-live round)`,
        `${round.p50.toFixed(1)} ms (× ${(round.p50 / baseline).toFixed(1)})`,
      ],
    )
  }
}
rows.push(['load average (1 min)', (loadavg()[0] ?? 0).toFixed(2)])
console.log(table(rows))
