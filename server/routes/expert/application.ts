import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { gameById } from '../../../protocol/games'
import { MESSAGES } from '../../../protocol/messages'
import { EXPERT_MESSAGES } from '../../../protocol/messages/expert'
import { users } from '../../auth/tables'
import { findUser } from '../../auth/users'
import { requireCleanPublicText } from '../../chat/public-text'
import { findExpert, passExpert, refuseExpert, standingOf, submitApplication } from '../../experts/experts'
import { experts } from '../../experts/tables'
import { CallError } from '../../http/call-error'
import { leagues } from '../../matches/tables'
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
    const known = await db.select({ gameId: leagues.gameId }).from(leagues).where(inArray(leagues.id, leagueIds))
    if (known.length !== leagueIds.length || known.some((league) => !input.gameIds.includes(league.gameId)))
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

const PAGE = 20

/** Administrators: applications, those under review first (oldest first), then the rest newest first. */
export const expertApplications: Handler<'expertApplications'> = async ({ status, pageIndex }, { db }) => {
  if (status === 'none') return { list: [], total: 0 }
  const where = status === undefined ? undefined : eq(experts.status, status)
  const waitingFirst = sql`CASE WHEN ${experts.status} = 'underReview' THEN 0 ELSE 1 END`
  const rows = await db
    .select({ expert: experts, username: users.username })
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(where)
    .orderBy(
      asc(waitingFirst),
      sql`CASE WHEN ${experts.status} = 'underReview' THEN ${experts.appliedAt} ELSE -${experts.appliedAt} END`,
      desc(experts.userId),
    )
    .limit(PAGE)
    .offset((pageIndex - 1) * PAGE)
  const [total] = await db.select({ n: count() }).from(experts).where(where)
  return {
    total: Number(total?.n ?? 0),
    list: rows.map(({ expert, username }) => ({
      uid: expert.userId,
      username,
      name: expert.name,
      intro: expert.intro,
      gameIds: expert.gameIds,
      status: expert.status,
      refuseReason: expert.refuseReason,
      appliedAt: expert.appliedAt,
    })),
  }
}

export const expertReview: Handler<'expertReview'> = async ({ uid, decision, reason }, { db, auth }) => {
  const reviewer = requireSession(auth).userId
  const expert = await findExpert(db, uid)
  if (!expert) throw new CallError(404, EXPERT_MESSAGES.applicationNotFound)
  if (decision === 'pass') await passExpert(db, uid, reviewer, auth.now())
  else await refuseExpert(db, uid, reason ?? '', reviewer, auth.now())
  const user = await findUser(db, uid)
  return standingOf(await findExpert(db, uid), Boolean(user?.mobile))
}
