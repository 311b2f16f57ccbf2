import { and, count, desc, eq, gte, inArray, sql, sum } from 'drizzle-orm'
import {
  CHANNEL_LIMITS,
  type ChannelDay,
  type ChannelTotals,
  type ChannelUser,
  type Commission,
  chinaDay,
  chinaDayString,
  type PartnerSummary,
  type StatsRange,
} from '../../protocol/channel'
import { userActiveDays, users } from '../auth/tables'
import { maskMobile } from '../auth/users'
import type { Database } from '../db/client'
import { coinLedger } from '../ledger/tables'
import { COMMISSION_LEDGER_KIND } from './commissions'
import { toPartner } from './partners'
import { type ChannelPartnerRow, channelCommissions, channelPartners } from './tables'

// What partners and administrators read of the channel area. Days are China-time days.

const DAY_MS = 24 * 60 * 60 * 1000
const attributed = (channelId: number) => eq(users.promotionChannelId, channelId)
const int = (value: unknown) => Number(value ?? 0)

export async function totalsOf(db: Database, partner: ChannelPartnerRow, now: number): Promise<ChannelTotals> {
  const today = chinaDay(now)
  const activeSince = today - CHANNEL_LIMITS.activeWithinDays + 1
  const [registered] = await db.select({ n: count() }).from(users).where(attributed(partner.channelId))
  const activeCount = async (from: number) => {
    const [row] = await db
      .select({ n: sql<number>`count(distinct ${userActiveDays.userId})` })
      .from(userActiveDays)
      .innerJoin(users, eq(users.id, userActiveDays.userId))
      .where(and(attributed(partner.channelId), gte(userActiveDays.day, from)))
    return int(row?.n)
  }
  const [recharged] = await db
    .select({
      n: count(),
      cents: sum(channelCommissions.rechargeCents),
      // Only what was paid: a held commission is not the partner's yet, a voided one never is.
      coins: sql<string>`coalesce(sum(${channelCommissions.coins}) filter (where ${channelCommissions.status} = 'paid'), 0)`,
    })
    .from(channelCommissions)
    .where(eq(channelCommissions.partnerId, partner.userId))
  return {
    users: int(registered?.n),
    activeToday: await activeCount(today),
    active: await activeCount(activeSince),
    rechargeCount: int(recharged?.n),
    rechargeCents: int(recharged?.cents),
    commissionCoins: int(recharged?.coins),
  }
}

/** Attributed users, newest first, with the last day they were active and what they recharged. */
export async function usersOf(
  db: Database,
  partner: ChannelPartnerRow,
  pageIndex: number,
  now: number,
): Promise<{ list: ChannelUser[]; total: number }> {
  const [total] = await db.select({ n: count() }).from(users).where(attributed(partner.channelId))
  const rows = await db
    .select({ id: users.id, username: users.username, mobile: users.mobile, createdAt: users.createdAt })
    .from(users)
    .where(attributed(partner.channelId))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(CHANNEL_LIMITS.pageSize)
    .offset((pageIndex - 1) * CHANNEL_LIMITS.pageSize)
  const ids = rows.map((row) => row.id)
  const lastDays = ids.length
    ? await db
        .select({ userId: userActiveDays.userId, day: sql<number>`max(${userActiveDays.day})` })
        .from(userActiveDays)
        .where(inArray(userActiveDays.userId, ids))
        .groupBy(userActiveDays.userId)
    : []
  const recharges = ids.length
    ? await db
        .select({ userId: channelCommissions.userId, n: count(), cents: sum(channelCommissions.rechargeCents) })
        .from(channelCommissions)
        .where(and(eq(channelCommissions.partnerId, partner.userId), inArray(channelCommissions.userId, ids)))
        .groupBy(channelCommissions.userId)
    : []
  const lastDay = new Map(lastDays.map((row) => [row.userId, int(row.day)]))
  const recharged = new Map(recharges.map((row) => [row.userId, row]))
  const activeSince = chinaDay(now) - CHANNEL_LIMITS.activeWithinDays + 1
  return {
    total: int(total?.n),
    list: rows.map((row) => {
      const day = lastDay.get(row.id)
      const paid = recharged.get(row.id)
      return {
        userId: row.id,
        username: row.username,
        mobile: row.mobile ? maskMobile(row.mobile) : null,
        registeredAt: row.createdAt,
        lastActiveDay: day === undefined ? null : chinaDayString(day),
        active: day !== undefined && day >= activeSince,
        rechargeCount: int(paid?.n),
        rechargeCents: int(paid?.cents),
      }
    }),
  }
}

/** One row per day of the range ending today, oldest first; days without anything are zeros. */
export async function statsOf(
  db: Database,
  partner: ChannelPartnerRow,
  days: StatsRange,
  now: number,
): Promise<ChannelDay[]> {
  const last = chinaDay(now)
  const first = last - days + 1
  const dayOf = (column: typeof users.createdAt | typeof channelCommissions.at) =>
    sql<number>`floor((${column} + ${8 * 60 * 60 * 1000}) / ${DAY_MS})::int`
  const registrations = await db
    .select({ day: dayOf(users.createdAt), n: count() })
    .from(users)
    .where(and(attributed(partner.channelId), gte(users.createdAt, first * DAY_MS - 8 * 60 * 60 * 1000)))
    .groupBy(sql`1`)
  const active = await db
    .select({ day: userActiveDays.day, n: count() })
    .from(userActiveDays)
    .innerJoin(users, eq(users.id, userActiveDays.userId))
    .where(and(attributed(partner.channelId), gte(userActiveDays.day, first)))
    .groupBy(userActiveDays.day)
  const recharges = await db
    .select({ day: dayOf(channelCommissions.at), n: count(), cents: sum(channelCommissions.rechargeCents) })
    .from(channelCommissions)
    .where(
      and(
        eq(channelCommissions.partnerId, partner.userId),
        gte(channelCommissions.at, first * DAY_MS - 8 * 60 * 60 * 1000),
      ),
    )
    .groupBy(sql`1`)
  const byDay = <T extends { day: number }>(rows: T[]) => new Map(rows.map((row) => [int(row.day), row]))
  const registered = byDay(registrations)
  const seen = byDay(active)
  const paid = byDay(recharges)
  return Array.from({ length: days }, (_, index) => {
    const day = first + index
    return {
      day: chinaDayString(day),
      registrations: int(registered.get(day)?.n),
      active: int(seen.get(day)?.n),
      recharges: int(paid.get(day)?.n),
      rechargeCents: int(paid.get(day)?.cents),
    }
  })
}

/** The partner's commissions, newest first (the payer's name only, never the phone). */
export async function commissionsOf(
  db: Database,
  partner: ChannelPartnerRow,
  pageIndex: number,
): Promise<{ list: Commission[]; total: number }> {
  const [total] = await db
    .select({ n: count() })
    .from(channelCommissions)
    .where(eq(channelCommissions.partnerId, partner.userId))
  const rows = await db
    .select({
      orderId: channelCommissions.orderId,
      username: users.username,
      rechargeCents: channelCommissions.rechargeCents,
      coins: channelCommissions.coins,
      at: channelCommissions.at,
      status: channelCommissions.status,
    })
    .from(channelCommissions)
    .innerJoin(users, eq(users.id, channelCommissions.userId))
    .where(eq(channelCommissions.partnerId, partner.userId))
    .orderBy(desc(channelCommissions.at), desc(channelCommissions.orderId))
    .limit(CHANNEL_LIMITS.pageSize)
    .offset((pageIndex - 1) * CHANNEL_LIMITS.pageSize)
  return { total: int(total?.n), list: rows }
}

/** The partner's commission rows of the coin ledger, newest first. */
export async function commissionLedgerOf(db: Database, userId: number, pageIndex: number) {
  const mine = and(eq(coinLedger.userId, userId), eq(coinLedger.kind, COMMISSION_LEDGER_KIND))
  const [total] = await db.select({ n: count() }).from(coinLedger).where(mine)
  const rows = await db
    .select()
    .from(coinLedger)
    .where(mine)
    .orderBy(desc(coinLedger.id))
    .limit(CHANNEL_LIMITS.pageSize)
    .offset((pageIndex - 1) * CHANNEL_LIMITS.pageSize)
  return { total: int(total?.n), rows }
}

/** Every partner with its figures, for administrators, newest partner first. */
export async function partnerSummaries(db: Database): Promise<PartnerSummary[]> {
  const partners = await db
    .select({ partner: channelPartners, mobile: users.mobile })
    .from(channelPartners)
    .innerJoin(users, eq(users.id, channelPartners.userId))
    .orderBy(desc(channelPartners.createdAt), desc(channelPartners.channelId))
  if (partners.length === 0) return []
  const channelIds = partners.map((p) => p.partner.channelId)
  const registered = await db
    .select({ channelId: users.promotionChannelId, n: count() })
    .from(users)
    .where(inArray(users.promotionChannelId, channelIds))
    .groupBy(users.promotionChannelId)
  const earned = await db
    .select({
      partnerId: channelCommissions.partnerId,
      cents: sum(channelCommissions.rechargeCents),
      coins: sql<string>`coalesce(sum(${channelCommissions.coins}) filter (where ${channelCommissions.status} = 'paid'), 0)`,
    })
    .from(channelCommissions)
    .groupBy(channelCommissions.partnerId)
  const users_ = new Map(registered.map((row) => [row.channelId, int(row.n)]))
  const money = new Map(earned.map((row) => [row.partnerId, row]))
  return partners.map(({ partner, mobile }) => ({
    ...toPartner(partner),
    mobile: mobile ? maskMobile(mobile) : null,
    users: users_.get(partner.channelId) ?? 0,
    rechargeCents: int(money.get(partner.userId)?.cents),
    commissionCoins: int(money.get(partner.userId)?.coins),
  }))
}
