// What durability costs the embedded database: the same commits on PGlite as Scorecast opens it (fsync on,
// server/db/pglite-durable.ts) and with PGlite's defaults (fsync off). Each commit is a coin movement's
// shape: lock the balance row, insert a ledger row, update the balance. Prints per-commit latency and
// commits per second for both. See bench/README.md.
// Run: node --import tsx bench/pglite-fsync.ts   (env BENCH_COMMITS, default 500)
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openPglite } from '../server/db/pglite-durable'
import { numberFromEnv } from './support/env'
import { ms, summarize, table } from './support/stats'

const commits = numberFromEnv('BENCH_COMMITS', 500)

async function run(durable: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'scorecast-fsync-'))
  const db = await openPglite(join(dir, 'pglite'), durable)
  try {
    await db.exec(`
      CREATE TABLE balances (id integer PRIMARY KEY, gold bigint NOT NULL);
      CREATE TABLE ledger (id bigserial PRIMARY KEY, user_id integer NOT NULL, change bigint, balance_after bigint);
      INSERT INTO balances VALUES (1, 0);`)
    const latencies: number[] = []
    const started = performance.now()
    for (let i = 0; i < commits; i++) {
      const t0 = performance.now()
      await db.transaction(async (tx) => {
        const [row] = (await tx.query<{ gold: number }>('SELECT gold FROM balances WHERE id = 1 FOR UPDATE')).rows
        const after = Number(row?.gold ?? 0) + 1
        await tx.query('INSERT INTO ledger (user_id, change, balance_after) VALUES (1, 1, $1)', [after])
        await tx.query('UPDATE balances SET gold = $1 WHERE id = 1', [after])
      })
      latencies.push(performance.now() - t0)
    }
    const seconds = (performance.now() - started) / 1000
    return { ...summarize(latencies), perSecond: commits / seconds }
  } finally {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

type Result = Awaited<ReturnType<typeof run>>

// Each run in a process of its own: two PGlite instances one after the other in one process can trip V8.
const child = process.argv[2]
if (child === 'on' || child === 'off') {
  process.stdout.write(JSON.stringify(await run(child === 'on')))
  process.exit(0)
}
const measure = (mode: string): Result =>
  JSON.parse(execFileSync(process.execPath, [...process.execArgv, import.meta.filename, mode], { encoding: 'utf8' }))
const off = measure('off')
const on = measure('on')
const row = (label: string, f: (r: Result) => string): [string, string] => [label, `${f(off)} → ${f(on)}`]
console.log(`PGlite coin-movement commits, fsync off → on (${commits} each, ${tmpdir()})`)
console.log(
  table([
    row('p50', (r) => ms(r.p50)),
    row('p95', (r) => ms(r.p95)),
    row('p99', (r) => ms(r.p99)),
    row('max', (r) => ms(r.max)),
    row('commits per second', (r) => r.perSecond.toFixed(0)),
  ]),
)
