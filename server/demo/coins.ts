import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import { users } from '../auth/tables'
import type { Database } from '../db/client'
import { move } from '../ledger/ledger'

/** The smallest top-up, so a viewer's small gifts do not each need a ledger row of their own. */
const TOP_UP_MIN_COINS = 200

/**
 * Makes sure a demo viewer can pay `coins`: when the balance is short, credits the shortfall (at least
 * TOP_UP_MIN_COINS) as an 'adjustment' in the ledger, like any other change of a balance. Returns what
 * was credited (0 when the balance was enough).
 */
export async function topUpFor(db: Database, userId: number, coins: number, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ gold: users.gold }).from(users).where(eq(users.id, userId))
    const shortfall = coins - (user?.gold ?? 0)
    if (!user || shortfall <= 0) return 0
    const amount = Math.max(shortfall, TOP_UP_MIN_COINS)
    await move(tx, {
      userId,
      amount,
      kind: 'adjustment',
      details: LIVE_MESSAGES.ledgerDemoTopUp.id,
      idempotencyKey: `demo-top-up:${randomUUID()}`,
      at: now,
    })
    return amount
  })
}
