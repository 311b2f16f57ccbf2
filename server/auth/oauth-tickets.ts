import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import { hashSecret, newSecret } from '../crypto/secrets'
import type { Database } from '../db/client'
import { oauthTickets } from './tables'

/** How long a user may take at the provider's page, and to bind a phone afterwards. */
export const TICKET_TTL_MS = 10 * 60 * 1000

type Ticket = { kind: 'state' | 'bind'; provider: string; openId?: string; redirectUri?: string }

/** Issues a one-time secret (an OAuth state, or a bind ticket); only its hash is stored. */
export async function issueTicket(db: Database, ticket: Ticket, now: number): Promise<string> {
  const secret = newSecret()
  await db.insert(oauthTickets).values({
    secretHash: hashSecret(secret),
    kind: ticket.kind,
    provider: ticket.provider,
    openId: ticket.openId ?? null,
    redirectUri: ticket.redirectUri ?? null,
    createdAt: now,
  })
  return secret
}

/** Redeems a ticket once: null when unknown, of another kind or provider, expired or already used. */
export async function redeemTicket(
  db: Database,
  secret: string,
  expected: { kind: 'state' | 'bind'; provider: string },
  now: number,
): Promise<{ openId: string | null; redirectUri: string | null } | null> {
  const [row] = await db
    .update(oauthTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthTickets.secretHash, hashSecret(secret)),
        eq(oauthTickets.kind, expected.kind),
        eq(oauthTickets.provider, expected.provider),
        isNull(oauthTickets.usedAt),
        gt(oauthTickets.createdAt, now - TICKET_TTL_MS),
      ),
    )
    .returning({ openId: oauthTickets.openId, redirectUri: oauthTickets.redirectUri })
  return row ?? null
}

/** Deletes tickets past their TTL, used or not (the pruner, server/auth/prune.ts): none can be redeemed. */
export async function pruneTickets(db: Database, now: number): Promise<number> {
  const gone = await db
    .delete(oauthTickets)
    .where(lt(oauthTickets.createdAt, now - TICKET_TTL_MS))
    .returning({ secretHash: oauthTickets.secretHash })
  return gone.length
}
