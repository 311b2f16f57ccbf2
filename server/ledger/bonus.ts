import { LIMITS } from '../../protocol/constants'
import { AUTH_MESSAGES } from '../../protocol/messages/auth'
import type { Database } from '../db/client'
import { move } from './ledger'

/** The new-user bonus (200 coins) as a ledger movement, for findOrRegister's `welcome` in its transaction. */
export function newUserBonus(at: number): (tx: Database, userId: number) => Promise<unknown> {
  return (tx, userId) =>
    move(tx, {
      userId,
      amount: LIMITS.newUserBonusCoins,
      kind: 'newUserBonus',
      details: AUTH_MESSAGES.newUserBonus.id,
      idempotencyKey: 'new-user-bonus',
      at,
    })
}
