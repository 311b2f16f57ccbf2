// Search latency: 200 mixed queries (Chinese, pinyin, pinyin initials, English, traditional characters) over
// the full seeded catalogue, on embedded PGlite in this process, timed at the query module (the server's
// work for /java/search without HTTP). See bench/README.md.
// Run: node --import tsx bench/search.ts   (env BENCH_QUERIES, default 200; DATABASE_URL for PostgreSQL)
import { loadavg } from 'node:os'
import * as OpenCC from 'opencc-js'
import pino from 'pino'
import { pinyin } from 'pinyin-pro'
import { openDatabase } from '../server/db/client'
import { migrate } from '../server/db/migrate'
import { indexCatalogue, indexLive } from '../server/search/index-entries'
import { searchGroups, suggestions } from '../server/search/query'
import { searchEntries } from '../server/search/tables'
import { seedCatalogue } from '../server/seed/index'
import { createRng } from '../server/seed/prng'
import { numberFromEnv } from './support/env'
import { saveJson } from './support/save-json'
import { ms, summarize, table } from './support/stats'

const count = numberFromEnv('BENCH_QUERIES', 200)
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' })
const HAN = /\p{Script=Han}/u

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' })
try {
  await migrate(database)
  await seedCatalogue(database.db, pino({ level: 'warn' }))
  const indexed = (await indexCatalogue(database.db)) + (await indexLive(database.db))
  const entries = await database.db.select().from(searchEntries)
  const rng = createRng('search-bench')
  const chinese = entries.filter((e) => HAN.test(e.title))
  const latin = entries.filter((e) => !HAN.test(e.title))
  // Five ways of typing a name, in turn: a Chinese part, full pinyin, initials, English, traditional.
  const ways = [
    () => Array.from(rng.pick(chinese).title).slice(0, 2).join(''),
    () =>
      pinyin(rng.pick(chinese).title, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').toLowerCase(),
    () =>
      pinyin(rng.pick(chinese).title, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
        .join('')
        .toLowerCase(),
    () => rng.pick(latin).title.toLowerCase().slice(0, 6),
    () => toTraditional(rng.pick(chinese).title),
  ]
  const queries = Array.from({ length: count }, (_, i) => (ways[i % ways.length] as () => string)().slice(0, 50))

  // Warm-up: the first queries pay for planning and caches.
  for (const text of queries.slice(0, 10)) await searchGroups(database.db, { text }, { pageIndex: 1, pageSize: 5 })
  const search: number[] = []
  const suggest: number[] = []
  let found = 0
  for (const text of queries) {
    let t = performance.now()
    const groups = await searchGroups(database.db, { text }, { pageIndex: 1, pageSize: 5 })
    search.push(performance.now() - t)
    if (groups.length > 0) found++
    t = performance.now()
    await suggestions(database.db, text, 8)
    suggest.push(performance.now() - t)
  }
  const s = summarize(search)
  const g = summarize(suggest)
  console.log(
    table([
      ['database', database.kind],
      ['entries indexed', String(indexed)],
      ['queries (5 ways of typing, in turn)', String(queries.length)],
      ['queries that found something', String(found)],
      ['/search p50 / p95 / max', `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.max)}`],
      ['/search/suggest p50 / p95 / max', `${ms(g.p50)} / ${ms(g.p95)} / ${ms(g.max)}`],
      ['load average (1 min)', loadavg()[0]?.toFixed(2) ?? '?'],
    ]),
  )
  const file = saveJson('search', { database: database.kind, indexed, queries, found, search: s, suggest: g })
  console.log(`Written to ${file}`)
} finally {
  await database.close()
}
