import { timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { AUTH_MESSAGES } from '../../protocol/messages/auth'
import type { Database } from '../db/client'
import { CallError } from '../http/call-error'
import type { CodeSender } from '../providers/code-sender'
import { codeSendLimits, isLimited, recordHit } from './rate-limit'
import { hashSecret, newCode } from './secrets'
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
  text: (code: string) => string
  /** Told why a delivery failed (the user only hears that it did). */
  onFailure: (error: unknown) => void
}

function codeHash(channel: Channel, target: string, code: string): string {
  return hashSecret(`${channel}:${target}:${code}`)
}

/**
 * Issues a new code to `target` and delivers it. Refused within 60 s of the previous one and over the
 * hourly and daily caps per recipient and per address. Earlier unspent codes stop working.
 */
export async function sendCode(
  db: Database,
  sender: CodeSender,
  request: SendRequest,
): Promise<{ cooldownSeconds: number }> {
  const { channel, target, now } = request
  const [latest] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
  if (latest && now - latest.createdAt < RESEND_AFTER_MS) throw new CallError(400, AUTH_MESSAGES.codeTooSoon)
  const limits = codeSendLimits(channel, target, request.ip)
  if (await isLimited(db, limits, now)) throw new CallError(400, AUTH_MESSAGES.codeSendLimit)

  const code = newCode()
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
  const [row] = await db
    .insert(verificationCodes)
    .values({
      channel,
      target,
      codeHash: codeHash(channel, target, code),
      createdAt: now,
      expiresAt: now + CODE_TTL_MS,
    })
    .returning({ id: verificationCodes.id })
  await recordHit(db, limits, now)
  try {
    await sender.send({ to: target, code, text: request.text(code), sentAt: now })
  } catch (error) {
    // Not delivered: forget the code so the 60 s wait does not punish the user for our failure.
    if (row) await db.delete(verificationCodes).where(eq(verificationCodes.id, row.id))
    request.onFailure(error)
    throw new CallError(503, AUTH_MESSAGES.codeSendFailed)
  }
  return { cooldownSeconds: RESEND_AFTER_MS / 1000 }
}

/**
 * Spends the target's current code if `code` matches. Every check counts: the sixth check fails even with
 * the right code. Throws the one "wrong or expired code" error for every kind of failure.
 */
export async function consumeCode(
  db: Database,
  check: { channel: Channel; target: string; code: string; now: number },
): Promise<void> {
  const { channel, target, now } = check
  // One statement counts the check, so concurrent guesses cannot exceed MAX_CHECKS between them.
  const [counted] = await db
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
  if (!counted) throw new CallError(400, AUTH_MESSAGES.codeWrong)
  const given = Buffer.from(codeHash(channel, target, check.code.trim()), 'hex')
  const matches = timingSafeEqual(given, Buffer.from(counted.codeHash, 'hex'))
  if (!matches) {
    if (counted.attempts >= MAX_CHECKS) await spend(db, counted.id, now)
    throw new CallError(400, AUTH_MESSAGES.codeWrong)
  }
  // Single use: only the request that flips spent_at wins a race between two correct submissions.
  if (!(await spend(db, counted.id, now))) throw new CallError(400, AUTH_MESSAGES.codeWrong)
}

async function spend(db: Database, id: number, now: number): Promise<boolean> {
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
