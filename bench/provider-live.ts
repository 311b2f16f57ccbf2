// How late PandaScore's live frames reach the portal: the adapter (server/feed/pandascore/live.ts) follows 1,
// 50 and 300 running LoL matches on the double's live WebSocket API, and every match gets a frame with one
// kill more every two seconds (PandaScore's pace) for BENCH_SECONDS (default 20). Prints per scenario the
// frame → publish latency (wall time from the double sending the frame to the feed publishing the match's
// event, after its transaction: the socket emit follows at once), p50 / p95 / max, with the p50 as a ratio
// to the 1-match run of the same process, the events published per frame sent, the REST requests the
// adapter made meanwhile, and the load average. The clock of the REST polling is simulated and held still,
// so every publish comes from a frame.
// Run: node --import tsx bench/provider-live.ts
import { loadavg } from 'node:os'
import pino from 'pino'
import type { MatchEvent } from '../protocol/match'
import { startFeed } from '../server/feed/index'
import { sampleMatch, startPandaScoreDouble } from '../server/feed/pandascore/double'
import { sampleLolFrame } from '../server/feed/pandascore/live-samples'
import { seedCatalogue } from '../server/seed/index'
import { openTestDatabase } from '../server/test-support/database'
import { summarize, table } from './support/stats'

const log = pino({ level: 'silent' })
const T0 = Date.UTC(2026, 10, 23, 12, 0)
const KEY = 'bench-provider-key'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const FRAME_MS = 2_000

async function run(live: number) {
  const database = await openTestDatabase()
  await seedCatalogue(database.db, log)
  const double = await startPandaScoreDouble({ token: KEY, now: () => T0, hourlyLimit: 1_000_000 })
  const team = (id: number) => ({ id, name: `Bench Team ${id}`, acronym: `B${id % 100_000}` })
  const id = (i: number) => 6_000_000 + i
  for (let i = 0; i < live; i++)
    double.put(
      sampleMatch({
        id: id(i),
        game: 'league-of-legends',
        league: { id: 294, name: 'LPL' },
        home: team(200_000 + 2 * i),
        guest: team(200_001 + 2 * i),
        scheduledAt: T0 - 10 * 60_000,
        numberOfGames: 3,
        status: 'running',
        games: ['running'],
        live: true,
      }),
    )
  /** The time each match's last frame was sent, by portal match id; a publish after it takes it. */
  const sentAt = new Map<string, number>()
  const latencies: number[] = []
  let published = 0
  const feed = await startFeed({
    db: database.db,
    database,
    speed: 1,
    provider: 'pandascore',
    pandascore: { token: KEY, baseUrl: double.url, hourlyLimit: 10_000, liveUrl: double.liveUrl },
    load: { liveMatches: 1, eventsPerSecond: 1 },
    log,
    now: () => T0,
    publish: (events: MatchEvent[]) => {
      const at = performance.now()
      for (const event of events) {
        published++
        const sent = sentAt.get(event.matchId)
        if (sent === undefined) continue
        latencies.push(at - sent)
        sentAt.delete(event.matchId)
      }
    },
    publishMatches: () => undefined,
  })
  await feed.sync()
  // Every socket open before the frames start.
  while (double.liveConnections(id(live - 1)) === 0 || double.liveConnections(id(0)) === 0)
    await new Promise((resolve) => setTimeout(resolve, 50))
  const requestsBefore = double.requests.length
  let frames = 0
  for (let tick = 1; tick <= (SECONDS * 1000) / FRAME_MS; tick++) {
    // The matches' frames spread over the two seconds, as independent games' frames are.
    for (let i = 0; i < live; i++) {
      setTimeout(
        () => {
          const home = team(200_000 + 2 * i)
          const guest = team(200_001 + 2 * i)
          double.frame(
            id(i),
            sampleLolFrame({
              matchId: id(i),
              gameId: id(i) * 10 + 1,
              clock: tick * 2,
              blue: { team: home, kills: tick, gold: 2_500 + tick * 300 },
              red: { team: guest, kills: Math.floor(tick / 2), gold: 2_500 + tick * 250 },
            }),
          )
          sentAt.set(`ps-${id(i)}`, performance.now())
          frames++
        },
        Math.floor((i / live) * FRAME_MS),
      )
    }
    await new Promise((resolve) => setTimeout(resolve, FRAME_MS))
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  const requests = double.requests.length - requestsBefore
  await feed.stop()
  await double.close()
  await database.close()
  return { latency: summarize(latencies), frames, published, requests }
}

const rows: Array<[string, string]> = []
let baseline = Number.NaN
for (const live of [1, 50, 300]) {
  const { latency, frames, published, requests } = await run(live)
  if (live === 1) baseline = latency.p50
  rows.push(
    [
      `${live} live: frame → publish p50 / p95 / max`,
      `${latency.p50.toFixed(0)} / ${latency.p95.toFixed(0)} / ${latency.max.toFixed(0)} ms`,
    ],
    [`${live} live: p50 (× the 1-live run)`, `× ${(latency.p50 / baseline).toFixed(2)}`],
    [`${live} live: frames sent, events published, REST requests`, `${frames}, ${published}, ${requests}`],
  )
}
rows.push(['load average (1 min)', (loadavg()[0] ?? 0).toFixed(2)])
console.log(table(rows))
