import { and, eq, gte, sql } from 'drizzle-orm'
import { addDays, beijingDay, dayRange } from '../../protocol/calendar'
import { EXPERT_LIMITS, type ReturnsRecord } from '../../protocol/experts'
import type { Database } from '../db/client'
import { coinLedger } from '../ledger/tables'
import { PLAN_LEDGER_KINDS } from './orders'
import { expertPlans, planOrders } from './tables'

// A creator's sales and revenue (read only): sales, coins paid and refunded by order time, revenue by the
// time the ledger credited it (at settlement). Periods are Beijing days ('2026-11-25') or months ('2026-11').

type Period = (at: number) => string
export const byDay: Period = (at) => beijingDay(at)
export const byMonth: Period = (at) => beijingDay(at).slice(0, 7)

export async function returnsSince(
  db: Database,
  expertId: number,
  since: number,
  period: Period,
): Promise<Map<string, ReturnsRecord>> {
  const [orders, credits] = await Promise.all([
    db
      .select({ at: planOrders.at, paid: planOrders.pricePaid, refunded: planOrders.refunded })
      .from(planOrders)
      .where(and(eq(planOrders.expertId, expertId), gte(planOrders.at, since))),
    db
      .select({ at: coinLedger.at, change: coinLedger.change })
      .from(coinLedger)
      .where(
        and(eq(coinLedger.userId, expertId), eq(coinLedger.kind, PLAN_LEDGER_KINDS.revenue), gte(coinLedger.at, since)),
      ),
  ])
  const records = new Map<string, ReturnsRecord>()
  const at = (key: string) => {
    const record = records.get(key) ?? { period: key, sales: 0, paid: 0, revenue: 0, refunded: 0 }
    records.set(key, record)
    return record
  }
  for (const order of orders) {
    const record = at(period(order.at))
    record.sales++
    record.paid += order.paid
    record.refunded += order.refunded
  }
  for (const credit of credits) at(period(credit.at)).revenue += credit.change
  return records
}

const empty = (period: string): ReturnsRecord => ({ period, sales: 0, paid: 0, revenue: 0, refunded: 0 })

/** The last `days` Beijing days, oldest first, every day present. */
export async function dailyReturns(db: Database, expertId: number, days: number, now: number) {
  const first = addDays(beijingDay(now), -(days - 1))
  const records = await returnsSince(db, expertId, dayRange(first).start, byDay)
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(first, i)
    return records.get(day) ?? empty(day)
  })
}

/** The last 12 months (Beijing), oldest first, every month present. */
export async function monthlyReturns(db: Database, expertId: number, now: number) {
  const [year = 0, month = 1] = beijingDay(now).split('-').map(Number)
  const months = Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - (11 - i)
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
  })
  const records = await returnsSince(db, expertId, dayRange(`${months[0]}-01`).start, byMonth)
  return months.map((key) => records.get(key) ?? empty(key))
}

/** Today, this month and all time; and the expert's share of sales of plans not settled yet. */
export async function returnsSummary(db: Database, expertId: number, now: number) {
  const all = await returnsSince(db, expertId, 0, () => 'total')
  const today = (await returnsSince(db, expertId, dayRange(beijingDay(now)).start, byDay)).get(beijingDay(now))
  const monthKey = byMonth(now)
  const month = (await returnsSince(db, expertId, dayRange(`${monthKey}-01`).start, byMonth)).get(monthKey)
  const [pending] = await db
    .select({ paid: sql<number>`coalesce(sum(${planOrders.pricePaid}), 0)::int` })
    .from(planOrders)
    .innerJoin(expertPlans, eq(expertPlans.id, planOrders.planId))
    .where(and(eq(planOrders.expertId, expertId), eq(expertPlans.result, 'pending')))
  return {
    today: today ?? empty(beijingDay(now)),
    month: month ?? empty(monthKey),
    total: all.get('total') ?? empty('total'),
    pendingRevenue: Math.floor((Number(pending?.paid ?? 0) * EXPERT_LIMITS.expertSharePercent) / 100),
  }
}
