import { AUTH_MESSAGES } from '../../../protocol/messages/auth'
import { completeLogin } from '../../auth/login'
import { verifyPassword } from '../../auth/passwords'
import { clearBucket, isLimited, passwordFailureLimits, recordHit } from '../../auth/rate-limit'
import { findUserByMobile } from '../../auth/users'
import { CallError } from '../../http/call-error'
import type { Handler } from '../../http/handler'

/**
 * Password login. An unknown phone and a wrong password give the same message after the same work, and
 * both count against the account's and the address's failure limits.
 */
export const mobileandpw: Handler<'mobileandpw'> = async ({ mobile, password }, { db, auth }) => {
  const now = auth.now()
  const limits = passwordFailureLimits(mobile, auth.ip)
  if (await isLimited(db, limits, now)) throw new CallError(400, AUTH_MESSAGES.loginLocked)
  const row = await findUserByMobile(db, mobile)
  if (!row || !(await verifyPassword(password, row.passwordHash))) {
    await recordHit(db, limits, now)
    throw new CallError(400, AUTH_MESSAGES.loginFailed)
  }
  await clearBucket(db, `pwfail:account:${mobile}`)
  return completeLogin(db, auth, row, { newUser: false })
}
