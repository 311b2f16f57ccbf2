import { and, asc, eq } from 'drizzle-orm'
import { CHANNEL_MESSAGES } from '../../protocol/messages/channel'
import { shareAnOrigin } from '../auth/sessions'
import { findUser } from '../auth/users'
import type { Database } from '../db/client'
import { move } from '../ledger/ledger'
import { partnerByChannel } from './partners'
import { channelCommissions } from './tables'

// The owner of channel_commissions: a partner's share of the recharges of the users it brought.

export const COMMISSION_LEDGER_KIND = 'channelCommission'

type CreditedRecharge = { id: string; userId: number; cents: number; coins: number }

/**
 * Within the transaction that credits a recharge: when its user registered through a partner's link, the
 * partner's share of the package's coins (bonus coins excluded, rounded down) goes to the partner through
 * the ledger. Once per order (the row's key and the ledger key `channel:{order}`); a share of 0 coins
 * still records the recharge for the partner's figures. A partner's own recharges earn nothing.
 */
export async function creditCommission(tx: Database, order: CreditedRecharge, now: number): Promise<number> {
  const payer = await findUser(tx, order.userId)
  const channelId = payer?.promotionChannelId
  if (!channelId) return 0
  const partner = await partnerByChannel(tx, channelId)
  if (!partner || partner.userId === order.userId) return 0
  const coins = Math.floor((order.coins * partner.sharePercent) / 100)
  // A payer who logged in from the partner's address or browser may be the partner: staff decide.
  const held = coins > 0 && (await shareAnOrigin(tx, order.userId, partner.userId))
  const [row] = await tx
    .insert(channelCommissions)
    .values({
      orderId: order.id,
      channelId,
      partnerId: partner.userId,
      userId: order.userId,
      rechargeCents: order.cents,
      coins,
      at: now,
      status: held ? 'held' : 'paid',
    })
    .onConflictDoNothing({ target: channelCommissions.orderId })
    .returning()
  if (!row || coins === 0 || held) return 0
  await move(tx, {
    userId: partner.userId,
    amount: coins,
    kind: COMMISSION_LEDGER_KIND,
    details: CHANNEL_MESSAGES.ledgerCommission.id,
    idempotencyKey: `channel:${order.id}`,
    at: now,
  })
  return coins
}

/** Held commissions, oldest first (staff's queue). */
export async function heldCommissions(db: Database, limit: number) {
  return db
    .select()
    .from(channelCommissions)
    .where(eq(channelCommissions.status, 'held'))
    .orderBy(asc(channelCommissions.at))
    .limit(limit)
}

/**
 * Staff's decision on a held commission, once: 'pay' credits the partner through the ledger (its usual key),
 * 'void' pays nothing. The row, or null when it is not held (decided already, or never held).
 */
export async function decideHeldCommission(
  db: Database,
  orderId: string,
  decision: 'pay' | 'void',
  staffId: number,
  now: number,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(channelCommissions)
      .set({ status: decision === 'pay' ? 'paid' : 'voided', reviewedBy: staffId, reviewedAt: now })
      .where(and(eq(channelCommissions.orderId, orderId), eq(channelCommissions.status, 'held')))
      .returning()
    if (!row) return null
    if (decision === 'pay' && row.coins > 0)
      await move(tx, {
        userId: row.partnerId,
        amount: row.coins,
        kind: COMMISSION_LEDGER_KIND,
        details: CHANNEL_MESSAGES.ledgerCommission.id,
        idempotencyKey: `channel:${row.orderId}`,
        at: now,
      })
    return row
  })
}
