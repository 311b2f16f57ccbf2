import { gameById } from '../../../protocol/games'
import { MESSAGES } from '../../../protocol/messages'
import { EXPERT_MESSAGES } from '../../../protocol/messages/expert'
import { findUser } from '../../auth/users'
import { requireCleanPublicText } from '../../chat/public-text'
import {
  findExpert,
  listExpertApplications,
  passExpert,
  refuseExpert,
  standingOf,
  submitApplication,
} from '../../experts/experts'
import { CallError } from '../../http/call-error'
import { leagueGameIds } from '../../matches/leagues'
import { requireSession } from '../context'
import type { Handler } from '../handler'

export const expertApplyStart: Handler<'expertApplyStart'> = async (_input, { db, auth }) => {
  const { userId } = requireSession(auth)
  const user = await findUser(db, userId)
  return standingOf(await findExpert(db, userId), Boolean(user?.mobile))
}

/** §4: apply with a bound phone and the guidance accepted; again after a refusal, never twice at once. */
export const expertApply: Handler<'expertApply'> = async (input, { db, auth }) => {
  const { userId } = requireSession(auth)
  const user = await findUser(db, userId)
  if (!user?.mobile) throw new CallError(400, EXPERT_MESSAGES.phoneNotBound)
  if (input.gameIds.some((id) => !gameById(id))) throw new CallError(400, MESSAGES.unknownGame)
  requireCleanPublicText([input.name, input.intro])
  const leagueIds = [...new Set(input.leagueIds)]
  if (leagueIds.length > 0) {
    const known = await leagueGameIds(db, leagueIds)
    if (known.length !== leagueIds.length || known.some((gameId) => !input.gameIds.includes(gameId)))
      throw new CallError(400, EXPERT_MESSAGES.leaguesInvalid)
  }
  const existing = await findExpert(db, userId)
  if (existing?.status === 'passed') throw new CallError(409, EXPERT_MESSAGES.alreadyExpert)
  const profile = {
    name: input.name,
    intro: input.intro,
    gameIds: [...new Set(input.gameIds)],
    leagueIds,
  }
  if (!(await submitApplication(db, userId, profile, auth.now())))
    throw new CallError(409, EXPERT_MESSAGES.applicationPending)
  return standingOf(await findExpert(db, userId), true)
}

/** Administrators: applications, those under review first (oldest first), then the rest newest first. */
export const expertApplications: Handler<'expertApplications'> = ({ status, pageIndex }, { db }) =>
  listExpertApplications(db, status, pageIndex)

export const expertReview: Handler<'expertReview'> = async ({ uid, decision, reason }, { db, auth }) => {
  const reviewer = requireSession(auth).userId
  const expert = await findExpert(db, uid)
  if (!expert) throw new CallError(404, EXPERT_MESSAGES.applicationNotFound)
  if (decision === 'pass') await passExpert(db, uid, reviewer, auth.now())
  else await refuseExpert(db, uid, reason ?? '', reviewer, auth.now())
  const user = await findUser(db, uid)
  return standingOf(await findExpert(db, uid), Boolean(user?.mobile))
}
