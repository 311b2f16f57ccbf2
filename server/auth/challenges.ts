import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import { type Challenge, type ChallengeAnswer, challengeInput, hasLeadingZeroBits } from '../../protocol/challenge'
import type { Database } from '../db/client'
import type { Queryable } from './rate-limit'
import { authChallenges } from './tables'

/** A challenge must be solved and used within this long. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000

/** Issues a fresh challenge (and forgets expired ones, so the table stays small). */
export async function issueChallenge(db: Database, difficulty: number, now: number): Promise<Challenge> {
  const id = randomBytes(16).toString('hex')
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, now))
  await db.insert(authChallenges).values({ id, difficulty, createdAt: now, expiresAt: now + CHALLENGE_TTL_MS })
  return { id, difficulty }
}

/**
 * True when `answer` solves a challenge this server issued that is unexpired and unused; the challenge is
 * then used up. Only one of two requests that carry the same answer wins (the update is the test).
 */
export async function redeemChallenge(
  db: Queryable,
  answer: ChallengeAnswer | undefined,
  now: number,
): Promise<boolean> {
  if (!answer) return false
  const [row] = await db
    .select({ difficulty: authChallenges.difficulty })
    .from(authChallenges)
    .where(eq(authChallenges.id, answer.id))
  if (!row) return false
  const digest = createHash('sha256').update(challengeInput(answer.id, answer.nonce)).digest()
  if (!hasLeadingZeroBits(digest, row.difficulty)) return false
  const used = await db
    .update(authChallenges)
    .set({ usedAt: now })
    .where(and(eq(authChallenges.id, answer.id), isNull(authChallenges.usedAt), gt(authChallenges.expiresAt, now)))
    .returning({ id: authChallenges.id })
  return used.length > 0
}
