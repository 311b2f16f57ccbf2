import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import type { SpendingState } from '../../protocol/identity'
import { IDENTITY_LIMITS, sampleIdNumber } from '../../protocol/identity'
import type { MessageDescriptor } from '../../protocol/messages'
import { SPENDING_MESSAGES } from '../../protocol/messages/spending'
import { beijingDayOf, identityOf, isAdult } from '../auth/identity'
import { lockBalance } from '../auth/users'
import type { SpendingRules } from '../config'
import type { Database } from '../db/client'
import { CallError } from '../http/call-error'
import { coinLedger } from './tables'

// Who may spend coins, and how many (China's 2022 rules on live-stream tipping, GIFTING_RULES=prc): only an
// account whose real-name check passed and whose holder is 18 or older may recharge, send gifts, buy plans,
// open blind boxes or unlock paid rooms; and an adult's spending is capped per Beijing day and month. The
// limit is checked inside the spend's own transaction after its balance row is locked, so parallel spends of
// one account are counted one after another and cannot pass the cap together. GIFTING_RULES=off (an operator
// where local rules differ) checks neither.

export type { SpendingRules }

/** The ledger kinds that are spending (their debits count against the limits). */
export const SPENDING_KINDS = ['giftSent', 'roomUnlock', 'planPurchase', 'blindBoxPurchase'] as const

const HOUR_MS = 3_600_000
/** Start (epoch ms) of the Beijing day and month that hold `at`. */
export function periodStarts(at: number): { day: number; month: number } {
  const day = beijingDayOf(at)
  const dayStart = Date.parse(`${day}T00:00:00+08:00`)
  const monthStart = Date.parse(`${day.slice(0, 7)}-01T00:00:00+08:00`)
  return { day: dayStart, month: Number.isFinite(monthStart) ? monthStart : dayStart - 31 * 24 * HOUR_MS }
}

/** Why `userId` may not spend at all now (no check, a minor), or null. */
async function refusalOf(db: Database, userId: number, now: number): Promise<MessageDescriptor | null> {
  const adult = isAdult(await identityOf(db, userId), now)
  if (adult === null) return SPENDING_MESSAGES.realNameRequired
  return adult ? null : SPENDING_MESSAGES.minor
}

/** Coins `userId` spent since `since` (debits of SPENDING_KINDS). */
async function spentSince(db: Database, userId: number, since: number, until = Number.MAX_SAFE_INTEGER) {
  const [row] = await db
    .select({ spent: sql<string>`coalesce(-sum(${coinLedger.change}), 0)` })
    .from(coinLedger)
    .where(
      and(
        eq(coinLedger.userId, userId),
        inArray(coinLedger.kind, [...SPENDING_KINDS]),
        lt(coinLedger.change, 0),
        gte(coinLedger.at, since),
        lt(coinLedger.at, until),
      ),
    )
  return Number(row?.spent ?? 0)
}

/**
 * The new-user bonus still unspent: registration's coins are a balance of their own that buys gifts, plans,
 * boxes and paid rooms — spends draw on it first — but never physical goods (every new phone's 200 coins
 * could otherwise be shipped as goods). Read inside the caller's transaction after the balance lock.
 */
export async function unspentBonus(tx: Database, userId: number): Promise<number> {
  const [row] = await tx
    .select({
      bonus: sql<string>`coalesce(sum(${coinLedger.change}) filter (where ${coinLedger.kind} = ${BONUS_KIND}), 0)`,
      spent: sql<string>`coalesce(-sum(${coinLedger.change}) filter (where ${inArray(coinLedger.kind, [...SPENDING_KINDS])} and ${coinLedger.change} < 0), 0)`,
    })
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId))
  return Math.max(0, Number(row?.bonus ?? 0) - Number(row?.spent ?? 0))
}

/** The ledger kind of registration's coins (server/auth/users.ts). */
export const BONUS_KIND = 'newUserBonus'

/** Refuses a recharge the rules do not allow (CallError 403 saying why, in the caller's language). */
export async function requireMayRecharge(db: Database, rules: SpendingRules, userId: number, now: number) {
  if (rules.mode === 'off') return
  const refusal = await refusalOf(db, userId, now)
  if (refusal) throw new CallError(403, refusal)
}

/**
 * Inside the spend's transaction `tx`, before its debit: locks the balance row (the debit would anyway), then
 * refuses the spend of `coins` when the account may not spend or it would pass the day's or the month's cap.
 */
export async function requireSpend(tx: Database, rules: SpendingRules, userId: number, coins: number, now: number) {
  if (rules.mode === 'off') return
  await lockBalance(tx, userId)
  const refusal = await refusalOf(tx, userId, now)
  if (refusal) throw new CallError(403, refusal)
  const starts = periodStarts(now)
  const month = await spentSince(tx, userId, starts.month)
  if (month + coins > rules.monthlyCoins) throw new CallError(429, SPENDING_MESSAGES.monthlyLimit)
  const today = await spentSince(tx, userId, starts.day)
  if (today + coins > rules.dailyCoins) throw new CallError(429, SPENDING_MESSAGES.dailyLimit)
}

/** The user area's view: the check, the limits and what was spent of them. */
export async function spendingStateOf(
  db: Database,
  rules: SpendingRules,
  userId: number,
  now: number,
  /** Whether the development real-name provider checks (a sample number is offered then). */
  devProvider = false,
): Promise<SpendingState> {
  const row = await identityOf(db, userId)
  const starts = periodStarts(now)
  const [today, month] = await Promise.all([spentSince(db, userId, starts.day), spentSince(db, userId, starts.month)])
  const adult = isAdult(row, now)
  const attemptsUsed = row && row.attemptsDay === beijingDayOf(now) ? row.attempts : 0
  return {
    mode: rules.mode,
    identity: {
      status: row?.status ?? 'none',
      nameMasked: row?.nameMasked ?? null,
      idMasked: row?.idMasked ?? null,
      adult,
      attemptsLeft: row?.status === 'verified' ? 0 : Math.max(0, IDENTITY_LIMITS.attemptsPerDay - attemptsUsed),
    },
    maySpend: rules.mode === 'off' || adult === true,
    sampleIdNumber: devProvider && row?.status !== 'verified' ? sampleIdNumber(userId) : null,
    limits: { daily: rules.dailyCoins, monthly: rules.monthlyCoins },
    spent: { today, month },
  }
}
