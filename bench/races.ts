// The exactly-once races at load sizes: BENCH_RACE concurrent requests (default 1,000) where the tests use 100
// (server/ledger, server/routes/mall, server/routes/live: correctness there, cost here). Each race runs through
// the real app (app.inject) on a fresh database — PGlite in this process, PostgreSQL with DATABASE_URL, where
// the requests really race on separate connections — and prints how many got through (it must be the
// affordable or available count), the time, and its ratio to a baseline of as many plain reads in the same run.
// Run: node --import tsx bench/races.ts   (DATABASE_URL=postgres://… for PostgreSQL)
import { loadavg } from 'node:os'
import { eq } from 'drizzle-orm'
import { move } from '../server/ledger/ledger'
import { storeBuiltInProducts } from '../server/mall/store'
import { mallProducts } from '../server/mall/tables'
import { openTestDatabase } from '../server/test-support/database'
import { type LiveTestApp, startLiveTestApp } from '../server/test-support/live-app'
import { numberFromEnv } from './support/env'
import { table } from './support/stats'

const N = numberFromEnv('BENCH_RACE', 1000)

type Row = { race: string; requests: number; through: number; expected: number; ms: number; ratio: string }

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now()
  const result = await work()
  return { result, ms: performance.now() - started }
}

async function main(): Promise<void> {
  const database = await openTestDatabase()
  const t: LiveTestApp = await startLiveTestApp(database.db, { SPEND_LIMIT_DAILY_COINS: String(10 * N) })
  await storeBuiltInProducts(database.db, t.clock.now())
  const rows: Row[] = []

  // Baseline: as many plain reads of one user's ledger, at once.
  const reader = await t.user({ gold: 10 })
  const baseline = await timed(() =>
    Promise.all(Array.from({ length: N }, () => t.call('/user/userGold', { token: reader.token }))),
  )
  const row = (race: string, through: number, expected: number, ms: number) =>
    rows.push({ race, requests: N, through, expected, ms: Math.round(ms), ratio: (ms / baseline.ms).toFixed(2) })
  row('baseline: ledger reads', baseline.result.filter((a) => a.status === 'success').length, N, baseline.ms)

  // The ledger: N one-coin debits through a balance of 10.
  const debtor = await t.user({ gold: 10 })
  const debits = await timed(() =>
    Promise.allSettled(
      Array.from({ length: N }, (_, i) =>
        database.db.transaction((tx) =>
          move(tx, { userId: debtor.uid, amount: -1, kind: 'gift', details: 'bench', idempotencyKey: `d${i}`, at: i }),
        ),
      ),
    ),
  )
  row('ledger: 1-coin debits of 10 coins', debits.result.filter((r) => r.status === 'fulfilled').length, 10, debits.ms)

  // The mall: N buyers of a product with 10 left.
  const products = (await t.call<{ list: { id: number; category: string; price: number }[] }>('/mall/products')).result
  const product = products?.list.find((p) => p.category === 'virtual')
  if (!product) throw new Error('no virtual product')
  await database.db.update(mallProducts).set({ inventory: 10 }).where(eq(mallProducts.id, product.id))
  const buyers = await Promise.all(Array.from({ length: N }, () => t.user({ gold: product.price })))
  const shipping = { recipient: '张三', address: '北京市朝阳区某某路1号', contact: '13800000000' }
  const redemptions = await timed(() =>
    Promise.all(
      buyers.map((buyer, i) =>
        t.call('/mall/redeem', {
          token: buyer.token,
          body: { productId: product.id, quantity: 1, ...shipping, requestId: `bench-redeem-${i}` },
        }),
      ),
    ),
  )
  row(
    'mall: redemptions of 10 left',
    redemptions.result.filter((a) => a.status === 'success').length,
    10,
    redemptions.ms,
  )

  // Gifts: N ten-coin gifts from one sender who can pay for 10, into one live room.
  const admin = await t.user({ roles: ['admin'] })
  const anchor = await t.anchor(admin)
  await t.call('/anchor/updateAnchor', { token: anchor.token, body: { title: '压力测试' } })
  await t.call('/anchor/broadcast', { token: anchor.token })
  const sender = await t.user({ gold: 100 })
  const gifts = await timed(() =>
    Promise.all(
      Array.from({ length: N }, (_, i) =>
        t.call('/gift/send', {
          token: sender.token,
          body: { roomId: anchor.roomId, giftId: 'trophy', count: 1, requestId: `bench-gift-${i}` },
        }),
      ),
    ),
  )
  row('gifts: 10-coin gifts of 100 coins', gifts.result.filter((a) => a.status === 'success').length, 10, gifts.ms)

  console.log(
    `races at ${N} concurrent requests on ${database.url ? 'PostgreSQL' : 'PGlite'}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  console.log(
    table(
      rows.map((r) => [
        r.race,
        `${r.through}/${r.requests} through (expected ${r.expected}), ${r.ms} ms, ${r.ratio}× the baseline`,
      ]),
    ),
  )
  const wrong = rows.filter((r) => r.through !== r.expected)
  await t.close()
  await database.close()
  if (wrong.length > 0) {
    console.error(`exactly-once broken: ${wrong.map((r) => r.race).join(', ')}`)
    process.exit(1)
  }
}

await main()
