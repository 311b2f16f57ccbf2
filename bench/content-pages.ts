// The news and video pages at 1,000 articles and 500 videos: the server's latency (p50/p95/p99) and
// throughput for each list, hot list, detail and comment call of those pages, and the article page's cold
// first load in Chromium (bytes by kind, body shown, LCP). See bench/README.md.
// Run: npx vite build && node --import tsx bench/content-pages.ts
//   (BENCH_REQUESTS calls per endpoint, default 400; BENCH_CONCURRENCY in flight, default 4; BENCH_RUNS cold
//   loads per article kind, default 5; BENCH_STATIC_DIR the build; BENCH_DATA_DIR keeps the seeded data
//   directory for the next run; BENCH_PORT)
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import { type RunningServer, startServer } from '../e2e/support/server-process'
import type { ArticleSummary } from '../protocol/news'
import type { VideoSummary } from '../protocol/videos'
import { openDatabase } from '../server/db/client'
import { migrate } from '../server/db/migrate'
import { type ArticleLoad, articleLoad } from './support/article-load'
import { type ContentCounts, seedContent } from './support/content-seed'
import { numberFromEnv } from './support/env'
import { CLIENT_HEADERS, type LoadResult, loadUrls, warmUp } from './support/http-load'
import { saveJson } from './support/save-json'
import { ms, table } from './support/stats'

const requests = numberFromEnv('BENCH_REQUESTS', 400)
const concurrency = numberFromEnv('BENCH_CONCURRENCY', 4)
const runs = numberFromEnv('BENCH_RUNS', 5)
const staticDir = process.env.BENCH_STATIC_DIR ?? 'dist'
const root = resolve(import.meta.dirname, '..')
const PAGE = 20
/** Untimed calls of each endpoint, all of them before any is timed. */
const WARM_UP = 30

/** A data directory holding the seeded content (seeded now unless BENCH_DATA_DIR already holds it). */
async function seededDataDir(): Promise<{ dir: string; seeded: ContentCounts | null; seconds: number; keep: boolean }> {
  const given = process.env.BENCH_DATA_DIR
  mkdirSync(join(root, '.tmp'), { recursive: true })
  const dir = given ? resolve(given) : mkdtempSync(join(root, '.tmp/content-data-'))
  const postgres = Boolean(process.env.DATABASE_URL)
  // Written after the seed committed: a directory without it is seeded again.
  const marker = join(dir, 'content-seeded.json')
  if (!postgres && existsSync(marker)) return { dir, seeded: null, seconds: 0, keep: true }
  const started = performance.now()
  try {
    const seeded = await seed(dir)
    writeFileSync(marker, `${JSON.stringify(seeded)}\n`)
    return { dir, seeded, seconds: (performance.now() - started) / 1000, keep: Boolean(given) }
  } catch (error) {
    if (!given) rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

async function seed(dir: string): Promise<ContentCounts> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: dir })
  try {
    if (database.kind === 'postgres') await database.db.execute(sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public`)
    await migrate(database)
    return await seedContent(database.db, {
      feedNews: 500,
      peopleArticles: 500,
      videos: 500,
      now: Date.now(),
      days: 14,
    })
  } finally {
    await database.close()
  }
}

async function call<T>(url: string): Promise<T> {
  const reply = await fetch(url, { headers: CLIENT_HEADERS })
  const envelope = (await reply.json()) as { status: string; msg: string; result: T }
  if (envelope.status !== 'success') throw new Error(`${url}: ${envelope.msg}`)
  return envelope.result
}

const lastPage = (total: number) => Math.max(1, Math.ceil(total / PAGE))

async function main() {
  const data = await seededDataDir()
  let server: RunningServer | null = null
  try {
    // A quiet feed (the fixture catalogue has no league teams, so the load provider makes no matches) and
    // no ingest: only the calls measured here use the server.
    const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined
    server = await startServer(
      {
        DATA_DIR: data.dir,
        STATIC_DIR: staticDir,
        FEED_PROVIDER: 'load',
        LOAD_LIVE_MATCHES: '1',
        LOAD_EVENTS_PER_SECOND: '1',
        INGEST: 'off',
      },
      300_000,
      port,
    )
    const java = `${server.url}/java`
    const lol = await call<{ list: ArticleSummary[]; total: number }>(`${java}/lol/news/1`)
    const all = await call<{ list: ArticleSummary[]; total: number }>(`${java}/recommend/news/1`)
    const lolVideos = await call<{ list: VideoSummary[]; total: number }>(`${java}/lol/video/1`)
    const allVideos = await call<{ list: VideoSummary[]; total: number }>(`${java}/recommend/video/1`)
    const feedIds = lol.list.filter((a) => a.author === null).map((a) => a.id)
    const personIds = lol.list.filter((a) => a.author !== null).map((a) => a.id)
    const videoIds = lolVideos.list.map((v) => v.id)
    const [feedId, personId, videoId] = [feedIds[0], personIds[0], videoIds[0]]
    if (feedId === undefined || personId === undefined || videoId === undefined)
      throw new Error('The seeded content is missing: no LoL article of each kind or no LoL video on page 1.')
    const middle = Math.ceil(lastPage(all.total) / 2)

    const endpoints: [string, string[]][] = [
      ['news list /lol/news/1', [`${java}/lol/news/1`]],
      [`news list /lol/news/${lastPage(lol.total)} (last)`, [`${java}/lol/news/${lastPage(lol.total)}`]],
      ['news list /recommend/news/1', [`${java}/recommend/news/1`]],
      [`news list /recommend/news/${middle}`, [`${java}/recommend/news/${middle}`]],
      [`news list /recommend/news/${lastPage(all.total)} (last)`, [`${java}/recommend/news/${lastPage(all.total)}`]],
      ['hot news /hot/news/1', [`${java}/hot/news/1`]],
      ['/news/getHotNewsByGame (all games)', [`${java}/news/getHotNewsByGame`]],
      ['/news/getHotNewsByGame?game=lol', [`${java}/news/getHotNewsByGame?game=lol`]],
      [`article /lol/news{id}, feed (${feedIds.length} ids)`, feedIds.map((id) => `${java}/lol/news${id}`)],
      [`article /lol/news{id}, person's (${personIds.length} ids)`, personIds.map((id) => `${java}/lol/news${id}`)],
      ['comments /lol/newsComment{id}/1 (100 threads)', [`${java}/lol/newsComment${personId}/1`]],
      ['video list /lol/video/1', [`${java}/lol/video/1`]],
      [
        `video list /recommend/video/${lastPage(allVideos.total)} (last)`,
        [`${java}/recommend/video/${lastPage(allVideos.total)}`],
      ],
      ['hot videos /hot/video/1', [`${java}/hot/video/1`]],
      [`video /lol/video{id} (${videoIds.length} ids)`, videoIds.map((id) => `${java}/lol/video${id}`)],
      ['comments /lol/videoComment{id}/1 (100 threads)', [`${java}/lol/videoComment${videoId}/1`]],
    ]
    const loadAverageAtStart = loadavg()[0] ?? Number.NaN
    for (const [, urls] of endpoints) await warmUp(urls, WARM_UP)
    const calls: (LoadResult & { endpoint: string })[] = []
    for (const [endpoint, urls] of endpoints) {
      const result = await loadUrls(urls, { requests, concurrency, serverPid: server.pid })
      calls.push({ endpoint, ...result })
    }

    const loads: Record<'feed' | 'person', ArticleLoad[]> = { feed: [], person: [] }
    for (let i = 0; i < runs; i++) {
      loads.person.push(await articleLoad(`${server.url}/news/lol/${personId}`))
      loads.feed.push(await articleLoad(`${server.url}/news/lol/${feedId}`))
    }
    const loadAverageAtEnd = loadavg()[0] ?? Number.NaN

    console.log(
      table([
        ['database', process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (server child process)'],
        ['articles (all games)', `${all.total} (LoL ${lol.total})`],
        ['videos (all games)', `${allVideos.total} (LoL ${lolVideos.total})`],
        [
          'seeded now',
          data.seeded ? `${JSON.stringify(data.seeded)} in ${data.seconds.toFixed(0)} s` : 'no (BENCH_DATA_DIR)',
        ],
        ['calls per endpoint, in flight', `${requests}, ${concurrency} (after ${WARM_UP} untimed of each)`],
        ['load average (1 min), start → end', `${loadAverageAtStart.toFixed(2)} → ${loadAverageAtEnd.toFixed(2)}`],
      ]),
    )
    console.log(
      table([
        ['endpoint', 'p50 / p95 / p99 · calls/s · server CPU a call · JSON'],
        ...calls.map((c): [string, string] => [
          c.endpoint,
          `${ms(c.latencyMs.p50)} / ${ms(c.latencyMs.p95)} / ${ms(c.latencyMs.p99)} · ${c.perSecond.toFixed(0)}/s · ` +
            `${c.serverCpuMs.toFixed(1)} ms · ${(c.meanBytes / 1024).toFixed(1)} KB${c.failed > 0 ? ` · ${c.failed} FAILED` : ''}`,
        ]),
      ]),
    )
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
    const rows: [string, string][] = []
    for (const [kind, list] of Object.entries(loads)) {
      const med = (pick: (load: ArticleLoad) => number) => median(list.map(pick))
      const id = kind === 'feed' ? feedId : personId
      rows.push(
        [`/news/lol/${id} (${kind}), median of ${list.length}`, ''],
        ['  body shown', ms(med((l) => l.bodyMs))],
        ['  FCP / LCP', `${ms(med((l) => l.fcpMs))} / ${ms(med((l) => l.lcpMs))} (${list[0]?.lcpElement ?? '?'})`],
        ['  JS on the wire', `${kb(med((l) => l.bytes.js))} (${list[0]?.jsFiles ?? 0} files)`],
        ['  CSS / HTML on the wire', `${kb(med((l) => l.bytes.css))} / ${kb(med((l) => l.bytes.html))}`],
        ['  API on the wire', `${kb(med((l) => l.bytes.api))} (${list[0]?.calls.length ?? 0} calls)`],
        ['  other (fonts, images)', kb(med((l) => l.bytes.other))],
      )
    }
    console.log(table(rows))
    const file = saveJson('content-pages', {
      staticDir,
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      totals: { articles: all.total, lolArticles: lol.total, videos: allVideos.total, lolVideos: lolVideos.total },
      seeded: data.seeded,
      seedSeconds: data.seconds,
      requests,
      concurrency,
      loadAverage: { start: loadAverageAtStart, end: loadAverageAtEnd },
      calls,
      articleLoads: loads,
    })
    console.log(`Written to ${file}`)
  } finally {
    await server?.stop()
    if (!data.keep) rmSync(data.dir, { recursive: true, force: true })
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

await main()
