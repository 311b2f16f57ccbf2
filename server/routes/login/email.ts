import { AUTH_MESSAGES } from '../../../protocol/messages/auth'
import { consumeCode, sendCode } from '../../auth/codes'
import { bindEmailAddress, findUser, toUser } from '../../auth/users'
import { CallError } from '../../http/call-error'
import { requireSession } from '../context'
import type { Handler } from '../handler'

export const sendEmailCode: Handler<'sendEmailCode'> = async ({ email, challenge }, { db, auth, log }) =>
  sendCode(db, auth.services.email, {
    channel: 'email',
    target: email.toLowerCase(),
    ip: auth.ip,
    perAddress: auth.services.codeSendsPerAddress,
    challenge,
    now: auth.now(),
    text: (code) =>
      `Scorecast 邮箱验证码：${code}（5分钟内有效）。Your Scorecast email code: ${code} (valid 5 minutes).`,
    onFailure: (error) => log.warn({ err: error }, 'email code not delivered'),
  })

export const bindEmail: Handler<'bindEmail'> = async ({ email, checkCode }, { db, auth }) => {
  const session = requireSession(auth)
  const address = email.toLowerCase()
  await consumeCode(db, { channel: 'email', target: address, code: checkCode, now: auth.now() })
  if (!(await bindEmailAddress(db, session.userId, address))) throw new CallError(400, AUTH_MESSAGES.emailTaken)
  const row = await findUser(db, session.userId)
  if (!row) throw new CallError(404, AUTH_MESSAGES.userNotFound)
  return toUser(db, row, true)
}
