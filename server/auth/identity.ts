import { createHmac } from 'node:crypto'
import { and, count, eq, ne, sql } from 'drizzle-orm'
import { ageAt, IDENTITY_LIMITS, maskId, maskName, type RealNameInput } from '../../protocol/identity'
import { SPENDING_MESSAGES } from '../../protocol/messages/spending'
import type { Database } from '../db/client'
import { signingSecretOf } from '../db/secrets'
import { CallError } from '../http/call-error'
import { ProviderUnavailableError } from '../providers/code-sender'
import type { RealNameProvider } from '../providers/real-name'
import { type IdentityRow, identityChecks } from './tables'

// The owner of identity_checks: an account's real-name check, asked of the configured provider
// (server/providers/real-name.ts). Attempts are counted per Beijing day before the provider is asked, in one
// statement, so parallel requests cannot ask more often; one card verifies at most a few accounts.

export const beijingDayOf = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10)

export async function identityOf(db: Database, userId: number): Promise<IdentityRow | null> {
  const [row] = await db.select().from(identityChecks).where(eq(identityChecks.userId, userId))
  return row ?? null
}

/** Whether a row says its holder is verified and at least 18 at `at`; null when not verified. */
export function isAdult(row: IdentityRow | null, at: number): boolean | null {
  if (row?.status !== 'verified' || !row.birthDate) return null
  return ageAt(row.birthDate, at) >= IDENTITY_LIMITS.adultAge
}

/** One more attempt of the user's day, unless verified already or out of attempts: false then. */
async function takeAttempt(db: Database, userId: number, day: string): Promise<boolean> {
  const rows = await db
    .insert(identityChecks)
    .values({ userId, status: 'none', attemptsDay: day, attempts: 1 })
    .onConflictDoUpdate({
      target: identityChecks.userId,
      set: {
        attempts: sql`case when ${identityChecks.attemptsDay} = excluded.attempts_day then ${identityChecks.attempts} + 1 else 1 end`,
        attemptsDay: sql`excluded.attempts_day`,
      },
      setWhere: sql`${identityChecks.status} <> 'verified' and (${identityChecks.attemptsDay} <> excluded.attempts_day or ${identityChecks.attempts} < ${IDENTITY_LIMITS.attemptsPerDay})`,
    })
    .returning({ attempts: identityChecks.attempts })
  return rows.length > 0
}

/**
 * Checks `person` for `userId` with the provider: verified (masks, the card's HMAC and the birth date kept),
 * or a CallError saying why not — not matching (recorded 'refused'), already verified, out of attempts for
 * the day, the card already behind too many accounts, the provider unavailable.
 */
export async function verifyIdentity(
  db: Database,
  provider: RealNameProvider,
  userId: number,
  person: Required<Pick<RealNameInput, 'name' | 'idNumber'>>,
  now: number,
): Promise<IdentityRow> {
  if (!(await takeAttempt(db, userId, beijingDayOf(now)))) {
    const row = await identityOf(db, userId)
    throw new CallError(
      409,
      row?.status === 'verified' ? SPENDING_MESSAGES.alreadyVerified : SPENDING_MESSAGES.tooManyAttempts,
    )
  }
  const secret = await signingSecretOf(db, undefined)
  const idHash = createHmac('sha256', secret).update(`identity:${person.idNumber}`).digest('base64url')
  const [taken] = await db
    .select({ n: count() })
    .from(identityChecks)
    .where(
      and(eq(identityChecks.idHash, idHash), eq(identityChecks.status, 'verified'), ne(identityChecks.userId, userId)),
    )
  if (Number(taken?.n ?? 0) >= IDENTITY_LIMITS.accountsPerIdentity)
    throw new CallError(409, SPENDING_MESSAGES.identityTaken)
  let verdict: Awaited<ReturnType<RealNameProvider['verify']>>
  try {
    verdict = await provider.verify(person)
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new CallError(503, SPENDING_MESSAGES.unavailable)
    throw error
  }
  const masks = { nameMasked: maskName(person.name), idMasked: maskId(person.idNumber), provider: provider.kind }
  if (!verdict.match) {
    await db
      .update(identityChecks)
      .set({ status: 'refused', ...masks, checkedAt: now })
      .where(and(eq(identityChecks.userId, userId), ne(identityChecks.status, 'verified')))
    throw new CallError(400, SPENDING_MESSAGES.mismatch)
  }
  const [row] = await db
    .update(identityChecks)
    .set({ status: 'verified', ...masks, idHash, birthDate: verdict.birthDate, checkedAt: now })
    .where(eq(identityChecks.userId, userId))
    .returning()
  if (!row) throw new Error('identity check row vanished')
  return row
}

/** Tests and the demo accounts: a verified identity of the given birth date, without a provider. */
export async function recordVerifiedIdentity(
  db: Database,
  userId: number,
  birthDate: string,
  now: number,
): Promise<void> {
  const values = {
    status: 'verified' as const,
    nameMasked: '测*',
    idMasked: null,
    idHash: null,
    birthDate,
    provider: 'seed',
    checkedAt: now,
    attemptsDay: beijingDayOf(now),
    attempts: 0,
  }
  await db
    .insert(identityChecks)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: identityChecks.userId, set: values })
}
