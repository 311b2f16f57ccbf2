// Plan purchases and settlement at scale: BENCH_PLANS plans (default 10,000) of BENCH_PLANS/3 experts on one
// match, BENCH_PURCHASES purchases (default 100,000: each buyer buys 10 different plans) through the
// ledger, then the match ends and every plan settles (half of them refund-if-miss, all missed: one refund per
// purchase of those). Timed at the modules (server/experts/orders.ts buyPlan in a transaction each, then
// settleEndedMatches), on embedded PGlite in this process (DATABASE_URL for PostgreSQL). See bench/README.md.
// Run: node --import tsx bench/settlement.ts
import { loadavg } from 'node:os'
import { and, eq, sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/client'
import { migrate } from '../server/db/migrate'
import { buyPlan } from '../server/experts/orders'
import { insertPlan, planRow, publishPlan } from '../server/experts/plans'
import { settleEndedMatches } from '../server/experts/settlement'
import { coinLedger } from '../server/ledger/tables'
import { matches } from '../server/matches/tables'
import { insertCatalogue, insertMatch } from '../server/test-support/fixtures'
import { numberFromEnv } from './support/env'
import { saveJson } from './support/save-json'
import { table } from './support/stats'

const planCount = numberFromEnv('BENCH_PLANS', 10_000)
const purchaseCount = numberFromEnv('BENCH_PURCHASES', 100_000)
const PLANS_PER_BUYER = 10
/** The benchmark measures settlement, not who may spend. */
const SPENDING_OFF = { mode: 'off', dailyCoins: 0, monthlyCoins: 0 } as const
const PRICE = 10
const buyerCount = Math.ceil(purchaseCount / PLANS_PER_BUYER)
const now = Date.UTC(2026, 10, 25, 4)

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' })
const { db } = database
const rows = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)
try {
  if (process.env.DATABASE_URL) await db.execute(sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public`)
  await migrate(database)
  await insertCatalogue(db, [202])
  await insertMatch(db, { id: 'bench-match', gameId: 202, startTime: now + 3_600_000 })
  const expertCount = Math.ceil(planCount / 3)
  // Users in bulk: experts, then buyers with coins for their purchases, each credit a ledger row.
  await db.execute(sql`
    INSERT INTO users (username, gold, created_at)
    SELECT 'bench-' || i, CASE WHEN i > ${expertCount} THEN ${PLANS_PER_BUYER * PRICE} ELSE 0 END, ${now}
    FROM generate_series(1, ${expertCount + buyerCount}) AS i`)
  await db.execute(sql`
    INSERT INTO coin_ledger (user_id, at, kind, details, change, balance_after, idempotency_key)
    SELECT id, ${now}, 'adjustment', 'bench', gold, gold, 'bench-seed' FROM users WHERE gold > 0`)
  await db.execute(sql`
    INSERT INTO experts (user_id, name, intro, game_ids, status, applied_at)
    SELECT id, username, 'bench', '{202}', 'passed', ${now} FROM users WHERE id <= ${expertCount}`)
  const planIds: number[] = []
  for (let i = 0; i < planCount; i++) {
    const id = await insertPlan(
      db,
      {
        expertId: Math.floor(i / 3) + 1,
        gameId: 202,
        matchId: 'bench-match',
        leagueId: 'l202',
        title: `方案${i}`,
        playLevel: 'full',
        playType: 'winDrawWin',
        line: null,
        pick: 'home',
        odds: 1.9,
        price: PRICE,
        firstOrderPrice: null,
        refundIfMiss: i % 2 === 0,
        coverId: null,
        content: [{ type: 'text', text: '基准测试方案内容，主队近期状态良好。' }],
      },
      now,
    )
    const row = await planRow(db, id)
    if (row) await publishPlan(db, row, now)
    planIds.push(id)
  }

  // Purchases: 8 in flight at a time (as concurrent requests would be), each its own transaction.
  const plans = await Promise.all(planIds.slice(0, Math.min(planIds.length, 2000)).map((id) => planRow(db, id)))
  let next = 0
  const buyStart = performance.now()
  const worker = async () => {
    for (;;) {
      const n = next++
      if (n >= purchaseCount) return
      const buyer = expertCount + 1 + Math.floor(n / PLANS_PER_BUYER)
      const plan = plans[(n * 7919) % plans.length]
      if (!plan) continue
      await db.transaction((tx) => buyPlan(tx, plan, buyer, `bench-${n}`, SPENDING_OFF, now))
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  const buyMs = performance.now() - buyStart

  await db
    .update(matches)
    .set({ status: 'closed', phase: 'ended', homeScore: 0, guestScore: 1 })
    .where(eq(matches.id, 'bench-match'))
  const settleStart = performance.now()
  let settled = 0
  for (;;) {
    const pass = await settleEndedMatches(db, now + 7_200_000)
    settled += pass.length
    if (pass.length === 0) break
  }
  const settleMs = performance.now() - settleStart
  const [refunds] = rows(
    await db.execute(sql`SELECT count(*)::int AS n FROM coin_ledger WHERE kind = 'planRefund'`),
  ) as { n: number }[]
  const [refundable] = rows(
    await db.execute(
      sql`SELECT count(*)::int AS n FROM plan_orders o JOIN expert_plans p ON p.id = o.plan_id WHERE p.refund_if_miss`,
    ),
  ) as { n: number }[]
  const [drift] = rows(
    await db.execute(
      sql`SELECT count(*)::int AS n FROM users u WHERE u.gold <> coalesce((SELECT sum(change) FROM coin_ledger l WHERE l.user_id = u.id), 0)`,
    ),
  ) as { n: number }[]
  const [purchases] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(coinLedger)
    .where(and(eq(coinLedger.kind, 'planPurchase')))
  const result = {
    database: database.kind,
    plans: planCount,
    purchases: Number(purchases?.n ?? 0),
    purchaseSeconds: buyMs / 1000,
    purchasesPerSecond: Number(purchases?.n ?? 0) / (buyMs / 1000),
    settled,
    settleSeconds: settleMs / 1000,
    refunds: Number(refunds?.n ?? 0),
    refundsExpected: Number(refundable?.n ?? 0),
    balancesOffLedger: Number(drift?.n ?? 0),
  }
  console.log(
    table([
      ['database', result.database],
      ['plans (half refund-if-miss, all missed)', String(result.plans)],
      [
        'purchases (8 in flight)',
        `${result.purchases} in ${result.purchaseSeconds.toFixed(1)} s (${result.purchasesPerSecond.toFixed(0)}/s)`,
      ],
      ['settlement of every plan', `${result.settled} plans in ${result.settleSeconds.toFixed(1)} s`],
      ['refunds / expected', `${result.refunds} / ${result.refundsExpected}`],
      ['balances that differ from their ledger', String(result.balancesOffLedger)],
      ['load average (1 min)', loadavg()[0]?.toFixed(2) ?? '?'],
    ]),
  )
  console.log(`Written to ${saveJson('settlement', result)}`)
} finally {
  await database.close()
}
