import { AUTH_MESSAGES } from '../../../protocol/messages/auth'
import { redeemChallenge } from '../../auth/challenges'
import { challengeRequired } from '../../auth/codes'
import { verifyPassword } from '../../auth/passwords'
import {
  clearBucket,
  isFull,
  lockBuckets,
  passwordChallengeLimits,
  passwordLockLimit,
  recordHit,
} from '../../auth/rate-limit'
import { findUserByMobile } from '../../auth/users'
import { CallError } from '../../http/call-error'
import type { Handler } from '../handler'
import { completeLogin } from './complete'

/**
 * Password login. An unknown phone and a wrong password give the same message after the same work. Each
 * attempt is counted before the password is checked, in one transaction with the limits' check, so
 * parallel guesses cannot outrun the count: five from one address on one account lock that pair for 15
 * minutes; many on one account (from anywhere) or from one address only make each next attempt carry a
 * solved challenge — which the owner's browser does unnoticed, so nobody can lock someone else out.
 */
export const mobileandpw: Handler<'mobileandpw'> = async ({ mobile, password, challenge }, { db, auth }) => {
  const now = auth.now()
  const lock = passwordLockLimit(mobile, auth.ip)
  const soft = passwordChallengeLimits(mobile, auth.ip)
  const verdict = await db.transaction(async (tx) => {
    await lockBuckets(
      tx,
      [lock, ...soft].map((limit) => limit.bucket),
    )
    if (await isFull(tx, [lock], now)) return 'locked'
    if ((await isFull(tx, soft, now)) && !(await redeemChallenge(tx, challenge, now))) return 'challenge'
    await recordHit(tx, [lock, ...soft], now)
    return 'counted'
  })
  if (verdict === 'locked') throw new CallError(400, AUTH_MESSAGES.loginLocked)
  if (verdict === 'challenge') throw challengeRequired()
  const row = await findUserByMobile(db, mobile)
  if (!row || !(await verifyPassword(password, row.passwordHash))) throw new CallError(400, AUTH_MESSAGES.loginFailed)
  await clearBucket(db, lock.bucket)
  return completeLogin(db, auth, row, { newUser: false })
}
