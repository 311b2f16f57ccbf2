import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { addDays, beijingDay, dayRange } from '../../protocol/calendar'
import type { RevenueRecord } from '../../protocol/live'
import type { Database } from '../db/client'
import { coinLedger } from '../ledger/tables'

/** The ledger kinds of live rooms; an anchor's revenue is the sum of its credits of the income kinds. */
export const LIVE_LEDGER_KINDS = {
  giftSent: 'giftSent',
  giftReceived: 'giftReceived',
  roomUnlock: 'roomUnlock',
  roomUnlockIncome: 'roomUnlockIncome',
} as const

const INCOME_KINDS = [LIVE_LEDGER_KINDS.giftReceived, LIVE_LEDGER_KINDS.roomUnlockIncome]
const DAY_MS = 24 * 60 * 60 * 1000
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000

const income = (userId: number) => and(eq(coinLedger.userId, userId), inArray(coinLedger.kind, INCOME_KINDS))

/** Revenue per Beijing day of the `days` days ending today, oldest first, every day present (zero-filled). */
export async function revenueByDay(
  db: Database,
  userId: number,
  days: number,
  now: number,
): Promise<{ list: RevenueRecord[]; total: number }> {
  const today = beijingDay(now)
  const first = addDays(today, -(days - 1))
  // Days since the epoch, counted in Beijing time: the same day boundaries as protocol/calendar.ts. The
  // constants are inlined (not parameters) so GROUP BY sees the very expression the select list has.
  const dayNumber = sql<number>`floor((${coinLedger.at} + ${sql.raw(String(BEIJING_OFFSET_MS))}) / ${sql.raw(String(DAY_MS))})::int`
  const rows = await db
    .select({ day: dayNumber, profit: sql<string>`sum(${coinLedger.change})` })
    .from(coinLedger)
    .where(and(income(userId), gte(coinLedger.at, dayRange(first).start), lt(coinLedger.at, dayRange(today).end)))
    .groupBy(dayNumber)
  const byDay = new Map(
    rows.map((row) => [beijingDay(Number(row.day) * DAY_MS - BEIJING_OFFSET_MS), Number(row.profit)]),
  )
  const list = Array.from({ length: days }, (_, i) => {
    const date = addDays(first, i)
    return { date, profit: byDay.get(date) ?? 0 }
  })
  return { list, total: list.reduce((sum, day) => sum + day.profit, 0) }
}

/** Revenue today, over the last 7 Beijing days (today included) and all time. */
export async function revenueTotals(
  db: Database,
  userId: number,
  now: number,
): Promise<{ today: number; week: number; total: number }> {
  const today = beijingDay(now)
  const todayStart = dayRange(today).start
  const weekStart = dayRange(addDays(today, -6)).start
  const [row] = await db
    .select({
      today: sql<string>`coalesce(sum(${coinLedger.change}) FILTER (WHERE ${coinLedger.at} >= ${todayStart}), 0)`,
      week: sql<string>`coalesce(sum(${coinLedger.change}) FILTER (WHERE ${coinLedger.at} >= ${weekStart}), 0)`,
      total: sql<string>`coalesce(sum(${coinLedger.change}), 0)`,
    })
    .from(coinLedger)
    .where(income(userId))
  return { today: Number(row?.today ?? 0), week: Number(row?.week ?? 0), total: Number(row?.total ?? 0) }
}
