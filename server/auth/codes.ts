import { timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { ChallengeAnswer } from '../../protocol/challenge'
import { ERROR_CODES } from '../../protocol/constants'
import { AUTH_MESSAGES } from '../../protocol/messages/auth'
import { hashSecret, newCode } from '../crypto/secrets'
import type { Database } from '../db/client'
import { CallError } from '../http/call-error'
import type { CodeSender } from '../providers/code-sender'
import { redeemChallenge } from './challenges'
import { codeChallengeLimit, codeSendLimits, isFull, lockBuckets, type Queryable, recordHit } from './rate-limit'
import { verificationCodes } from './tables'

export const CODE_TTL_MS = 5 * 60 * 1000
/** §4/§9: another code to the same phone or email only after 60 s, whatever the client does. */
export const RESEND_AFTER_MS = 60 * 1000
/** A code may be checked this many times; then it is spent even if never matched. */
export const MAX_CHECKS = 5

export type Channel = 'sms' | 'email'
type SendRequest = {
  channel: Channel
  target: string
  ip: string
  now: number
  /** Codes one address may request an hour (CODE_SENDS_PER_ADDRESS); 20 when not given. */
  perAddress?: number
  text: (code: string) => string
  /** The solved challenge the client sent, if any (needed past the free sends to one target). */
  challenge?: ChallengeAnswer
  /** Told why a delivery failed (the user only hears that it did). */
  onFailure: (error: unknown) => void
}

function codeHash(channel: Channel, target: string, code: string): string {
  return hashSecret(`${channel}:${target}:${code}`)
}

export const challengeRequired = () =>
  new CallError(400, AUTH_MESSAGES.challengeRequired, ERROR_CODES.challengeRequired)

/**
 * Issues a new code to `target` and delivers it. Refused within 60 s of the previous one and over the
 * hourly and daily caps per recipient and per address; past a few codes to one target each further one
 * needs a solved challenge. The checks and the new code are one transaction under the target's and the
 * address's locks, so parallel requests cannot all pass before the first is counted. Earlier codes stay
 * valid until they expire: someone requesting codes for a victim's phone does not void the one they got.
 */
export async function sendCode(
  db: Database,
  sender: CodeSender,
  request: SendRequest,
): Promise<{ cooldownSeconds: number }> {
  const { channel, target, now } = request
  const limits = codeSendLimits(channel, target, request.ip, request.perAddress)
  const free = codeChallengeLimit(channel, target)
  const code = newCode()
  const id = await db.transaction(async (tx) => {
    await lockBuckets(
      tx,
      [...limits, free].map((limit) => limit.bucket),
    )
    const [latest] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
    if (latest && now - latest.createdAt < RESEND_AFTER_MS) throw new CallError(400, AUTH_MESSAGES.codeTooSoon)
    if (await isFull(tx, limits, now)) throw new CallError(400, AUTH_MESSAGES.codeSendLimit)
    if ((await isFull(tx, [free], now)) && !(await redeemChallenge(tx, request.challenge, now))) {
      throw challengeRequired()
    }
    await recordHit(tx, [...limits, free], now)
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        channel,
        target,
        codeHash: codeHash(channel, target, code),
        createdAt: now,
        expiresAt: now + CODE_TTL_MS,
      })
      .returning({ id: verificationCodes.id })
    return row?.id
  })
  try {
    await sender.send({ to: target, code, text: request.text(code), sentAt: now })
  } catch (error) {
    // Not delivered: forget the code so the 60 s wait does not punish the user for our failure.
    if (id !== undefined) await db.delete(verificationCodes).where(eq(verificationCodes.id, id))
    request.onFailure(error)
    throw new CallError(503, AUTH_MESSAGES.codeSendFailed)
  }
  return { cooldownSeconds: RESEND_AFTER_MS / 1000 }
}

/**
 * Spends the target's live codes if `code` matches one of them. Every check counts against each live code:
 * a code checked MAX_CHECKS times is spent even if never matched. Throws the one "wrong or expired code"
 * error for every kind of failure.
 */
export async function consumeCode(
  db: Database,
  check: { channel: Channel; target: string; code: string; now: number },
): Promise<void> {
  const { channel, target, now } = check
  // One statement counts the check, so concurrent guesses cannot exceed MAX_CHECKS between them.
  const counted = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.spentAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, MAX_CHECKS),
      ),
    )
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash, attempts: verificationCodes.attempts })
  const given = Buffer.from(codeHash(channel, target, check.code.trim()), 'hex')
  const match = counted.find((row) => timingSafeEqual(given, Buffer.from(row.codeHash, 'hex')))
  for (const row of counted) if (row !== match && row.attempts >= MAX_CHECKS) await spend(db, row.id, now)
  // Single use: only the request that flips spent_at wins a race between two correct submissions.
  if (!match || !(await spend(db, match.id, now))) throw new CallError(400, AUTH_MESSAGES.codeWrong)
  // The phone is proven: its other live codes are of no further use.
  await db
    .update(verificationCodes)
    .set({ spentAt: now })
    .where(
      and(
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.spentAt),
      ),
    )
}

async function spend(db: Queryable, id: number, now: number): Promise<boolean> {
  const spent = await db
    .update(verificationCodes)
    .set({ spentAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.spentAt)))
    .returning({ id: verificationCodes.id })
  return spent.length > 0
}

/**
 * Deletes codes that expired more than `keepMs` ago (the pruner, server/auth/prune.ts). They can never be
 * checked again; the grace keeps a day of history for anyone counting recent sends.
 */
export async function pruneCodes(db: Database, now: number, keepMs: number): Promise<number> {
  const gone = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, now - keepMs))
    .returning({ id: verificationCodes.id })
  return gone.length
}
