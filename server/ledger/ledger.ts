import { and, desc, eq, sql } from 'drizzle-orm'
import { users } from '../auth/tables'
import { addToBalance, lockBalance } from '../auth/users'
import type { Database } from '../db/client'
import { coinLedger, type LedgerRow } from './tables'

/** What a movement is for; later issues (gifts, plans, mall, recharge) add theirs. */
export type LedgerKind = 'newUserBonus' | 'adjustment' | (string & {})

export type Movement = {
  userId: number
  /** Signed: positive credits, negative debits. Never zero. */
  amount: number
  kind: LedgerKind
  /** What the user reads in the coin details (a source-language text, or an id the reader localizes). */
  details: string
  /** Unique per user: a retried request with the same key moves coins once and gets the first row back. */
  idempotencyKey: string
  at: number
}

export type MoveResult = { moved: boolean; entry: LedgerRow }

/** The balance would go negative: nothing moved (the caller's transaction should roll back). */
export class InsufficientGoldError extends Error {
  override name = 'InsufficientGoldError'
}

/**
 * Moves coins within `tx`, which must be a transaction: the ledger row and the balance change commit or
 * roll back together. The user's row is locked first (FOR UPDATE), so movements of one balance are
 * serialized: each takes its ledger id and computes its balance after the previous one committed, and the
 * coin details (newest id first) read as a running balance even when changes race (on PostgreSQL; PGlite
 * has one connection). A concurrent retry with the same idempotency key waits on that lock and then finds
 * the first row. The balance update is conditional (and the column has a CHECK), so the balance never goes
 * negative however many debits race.
 */
export async function move(tx: Database, movement: Movement): Promise<MoveResult> {
  if (!Number.isSafeInteger(movement.amount) || movement.amount === 0)
    throw new RangeError('amount must be a non-zero integer')
  await lockBalance(tx, movement.userId)
  const inserted = await tx
    .insert(coinLedger)
    .values({
      userId: movement.userId,
      at: movement.at,
      kind: movement.kind,
      details: movement.details,
      change: movement.amount,
      balanceAfter: 0,
      idempotencyKey: movement.idempotencyKey,
    })
    .onConflictDoNothing({ target: [coinLedger.userId, coinLedger.idempotencyKey] })
    .returning({ id: coinLedger.id })
  const id = inserted[0]?.id
  if (id === undefined) {
    const [existing] = await tx
      .select()
      .from(coinLedger)
      .where(and(eq(coinLedger.userId, movement.userId), eq(coinLedger.idempotencyKey, movement.idempotencyKey)))
    if (!existing) throw new Error('ledger row vanished after an idempotency conflict')
    return { moved: false, entry: existing }
  }
  const balance = await addToBalance(tx, movement.userId, movement.amount)
  if (balance === null) throw new InsufficientGoldError(`user ${movement.userId} cannot move ${movement.amount}`)
  const [entry] = await tx.update(coinLedger).set({ balanceAfter: balance }).where(eq(coinLedger.id, id)).returning()
  if (!entry) throw new Error('ledger row vanished')
  return { moved: true, entry }
}

/** A user's ledger, newest first, and the current balance. */
export async function readLedger(
  db: Database,
  userId: number,
  page: { pageIndex: number; pageSize: number },
): Promise<{ balance: number; total: number; rows: LedgerRow[] }> {
  const [user] = await db.select({ gold: users.gold }).from(users).where(eq(users.id, userId))
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId))
  const rows = await db
    .select()
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId))
    .orderBy(desc(coinLedger.id))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize)
  return { balance: user?.gold ?? 0, total: Number(count?.total ?? 0), rows }
}
