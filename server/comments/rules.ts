import { LIVE_MESSAGES } from '../../protocol/messages/live'
import { SOCIAL_MESSAGES } from '../../protocol/messages/social'
import { type Limit, takeHit } from '../auth/rate-limit'
import { findContentViolation, findKeyword } from '../chat/content-rules'
import type { Database } from '../db/client'
import { CallError } from '../http/call-error'

// The rules of every text users publish outside the chat (comments, posts): the chat's own detector of
// contact details and adverts, and the site's blocked words compared the chat's way (without case, width
// or separators), so "傻 逼" is caught like "傻逼". Rate limits are counted in the database, race-free
// (server/auth/rate-limit.ts), so two servers or parallel requests cannot both pass a full bucket.

/** Words no comment or post may carry, whatever room or page: abuse, not opinions. */
export const SITE_BLOCKED_WORDS: readonly string[] = [
  '傻逼',
  '傻屄',
  '操你妈',
  '草泥马',
  '你妈死了',
  '去死吧',
  '脑残',
  '狗日的',
]

/** Refuses a text with contact details or an advert (the chat's message) or a blocked word. */
export function requirePublishable(text: string): void {
  if (findContentViolation(text) !== null) throw new CallError(400, LIVE_MESSAGES.chatNonCompliant)
  if (findKeyword(text, SITE_BLOCKED_WORDS) !== null) throw new CallError(400, SOCIAL_MESSAGES.commentBlockedWord)
}

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

/** Takes one hit from each of a user's limits of `what`, or refuses with `message` (429). */
export async function requireRate(
  db: Database,
  limits: readonly Limit[],
  now: number,
  message: { id: string; message: string },
): Promise<void> {
  if (!(await takeHit(db, [...limits], now))) throw new CallError(429, message)
}

export const commentLimits = (uid: number, perMinute: number, perHour: number): Limit[] => [
  { bucket: `comment:m:${uid}`, max: perMinute, windowMs: MINUTE },
  { bucket: `comment:h:${uid}`, max: perHour, windowMs: HOUR },
]

export const hourlyLimit = (what: string, uid: number, max: number): Limit[] => [
  { bucket: `${what}:h:${uid}`, max, windowMs: HOUR },
]
