import { beijingDay } from '../../../protocol/calendar'
import { LIMITS } from '../../../protocol/constants'
import { gameById } from '../../../protocol/games'
import { MESSAGES } from '../../../protocol/messages'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { findUser } from '../../auth/users'
import { requireCleanPublicText } from '../../chat/public-text'
import { CallError } from '../../http/call-error'
import { findAnchor, insertApplication, standingOf } from '../../live/anchors'
import { requireSession } from '../context'
import type { Handler } from '../handler'

/** Full years between a YYYY-MM-DD birth date and a YYYY-MM-DD day; null when the date does not exist. */
export function ageOn(birthDate: string, day: string): number | null {
  const parsed = new Date(`${birthDate}T00:00:00.000Z`)
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== birthDate) return null
  const [by = 0, bm = 0, bd = 0] = birthDate.split('-').map(Number)
  const [ty = 0, tm = 0, td = 0] = day.split('-').map(Number)
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

export const anchorWhether: Handler<'anchorWhether'> = async (_input, { db, auth }) => {
  const standing = await standingOf(db, requireSession(auth).userId)
  return { ...standing, anchor: standing.status === 'passed' }
}

export const anchorStatus: Handler<'anchorStatus'> = async (_input, { db, auth }) =>
  standingOf(db, requireSession(auth).userId)

/** §4/§5: apply with the phone bound to the account, 18 or older (Beijing today); one application per user. */
export const anchorApplication: Handler<'anchorApplication'> = async (input, { db, auth }) => {
  const { userId } = requireSession(auth)
  const user = await findUser(db, userId)
  if (!user?.mobile || user.mobile !== input.mobile) throw new CallError(400, LIVE_MESSAGES.phoneNotBound)
  const now = auth.now()
  const age = ageOn(input.birthDate, beijingDay(now))
  if (age === null) throw new CallError(400, LIVE_MESSAGES.birthDateInvalid)
  if (age < LIMITS.minimumBroadcastAge) throw new CallError(400, LIVE_MESSAGES.underAge)
  if (!gameById(input.gameId)) throw new CallError(400, MESSAGES.unknownGame)
  requireCleanPublicText([input.shortIntro])
  const existing = await findAnchor(db, userId)
  if (existing) throw refusalFor(existing.status)
  const { realName, birthDate, gameId, shortIntro } = input
  // false: a concurrent application of the same user got there first.
  if (!(await insertApplication(db, userId, { realName, birthDate, gameId, shortIntro }, now)))
    throw new CallError(409, LIVE_MESSAGES.applicationPending)
  return standingOf(db, userId)
}

function refusalFor(status: 'underReview' | 'passed' | 'banned'): CallError {
  if (status === 'passed') return new CallError(409, LIVE_MESSAGES.alreadyAnchor)
  if (status === 'underReview') return new CallError(409, LIVE_MESSAGES.applicationPending)
  return new CallError(403, LIVE_MESSAGES.accountBanned)
}
