import { AUTH_MESSAGES } from '../../../protocol/messages/auth'
import { issueChallenge } from '../../auth/challenges'
import { takeHit } from '../../auth/rate-limit'
import { CallError } from '../../http/call-error'
import type { Handler } from '../handler'

/** Challenges one address may ask for per hour: each is a row, so they are not free either. */
const CHALLENGES_PER_HOUR = 120

export const loginChallenge: Handler<'loginChallenge'> = async (_input, { db, auth }) => {
  const now = auth.now()
  const limit = { bucket: `challenge:ip:${auth.ip}`, max: CHALLENGES_PER_HOUR, windowMs: 60 * 60 * 1000 }
  if (!(await takeHit(db, [limit], now))) throw new CallError(400, AUTH_MESSAGES.codeSendLimit)
  return issueChallenge(db, auth.services.challengeDifficulty, now)
}
