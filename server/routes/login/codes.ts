import { TELEGRAM_CHECK_CODE } from '../../../protocol/auth'
import { AUTH_MESSAGES } from '../../../protocol/messages/auth'
import { consumeCode, sendCode } from '../../auth/codes'
import { hashPassword } from '../../auth/passwords'
import { clearBucket, passwordChallengeLimits } from '../../auth/rate-limit'
import { revokeAllSessions } from '../../auth/sessions'
import { verifyTelegram } from '../../auth/telegram'
import { findOrRegister, findUserByMobile, setPasswordHash } from '../../auth/users'
import { attributedChannel } from '../../channel/partners'
import { cleanProvidedName } from '../../chat/public-text'
import { CallError } from '../../http/call-error'
import { newUserBonus } from '../../ledger/bonus'
import type { Handler } from '../handler'
import { completeLogin, defaultUsername } from './complete'

export const sendVerificationCode: Handler<'sendVerificationCode'> = async ({ mobile, challenge }, { db, auth, log }) =>
  sendCode(db, auth.services.sms, {
    channel: 'sms',
    target: mobile,
    ip: auth.ip,
    perAddress: auth.services.codeSendsPerAddress,
    challenge,
    now: auth.now(),
    text: (code) => `【Scorecast】您的验证码是${code}，5分钟内有效，请勿告诉他人。`,
    onFailure: (error) => log.warn({ err: error }, 'SMS code not delivered'),
  })

/** Code login (a new phone registers), or Telegram login when channel 21 brings signed widget data. */
export const checkCode: Handler<'checkCode'> = async (input, { db, auth }) => {
  const now = auth.now()
  if ('telegram' in input) {
    const bot = auth.services.telegram
    if (!bot) throw new CallError(400, AUTH_MESSAGES.oauthUnavailable)
    const data = input.telegram
    if (input.checkCode !== TELEGRAM_CHECK_CODE || input.mobile !== String(data.id)) {
      throw new CallError(400, AUTH_MESSAGES.telegramInvalid)
    }
    if (verifyTelegram(data, bot.botToken, now) !== 'valid') throw new CallError(400, AUTH_MESSAGES.telegramInvalid)
    const name = (data.username ?? [data.first_name, data.last_name].filter(Boolean).join(' ')).slice(0, 16)
    const { row, created } = await findOrRegister(
      db,
      { telegramId: data.id },
      {
        username: cleanProvidedName(name, defaultUsername(input.mobile)) || defaultUsername(input.mobile),
        promotionChannelId: input.promotionChannelId,
        now,
      },
      newUserBonus(now),
    )
    return completeLogin(db, auth, row, { newUser: created })
  }
  await consumeCode(db, { channel: 'sms', target: input.mobile, code: input.checkCode, now })
  const { row, created } = await findOrRegister(
    db,
    { mobile: input.mobile },
    {
      username: defaultUsername(input.mobile),
      promotionChannelId: await attributedChannel(db, input.promotionChannelId, input.promotionRef),
      now,
    },
    newUserBonus(now),
  )
  return completeLogin(db, auth, row, { newUser: created })
}

/** Forgot or change password: the code proves the phone; every session of the account ends. */
export const modifyPassword: Handler<'modifyPassword'> = async (
  { mobile, checkCode, password },
  { db, auth, live },
) => {
  const now = auth.now()
  await consumeCode(db, { channel: 'sms', target: mobile, code: checkCode, now })
  // Past the code check the caller owns the phone, so saying it has no account reveals nothing new.
  const row = await findUserByMobile(db, mobile)
  if (!row) throw new CallError(400, AUTH_MESSAGES.userNotFound)
  await setPasswordHash(db, row.id, await hashPassword(password))
  await revokeAllSessions(db, row.id, now)
  live.sessionChanged(row.id)
  // The owner proved the phone: attempts on the account no longer need a challenge.
  const [account] = passwordChallengeLimits(mobile, auth.ip)
  if (account) await clearBucket(db, account.bucket)
  if (auth.session?.userId === row.id) auth.clearTokenCookie()
  return null
}
