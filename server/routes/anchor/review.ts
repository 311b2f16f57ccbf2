import { asc, count, desc, eq, sql } from 'drizzle-orm'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { users } from '../../auth/tables'
import { CallError } from '../../http/call-error'
import { banAnchor, findAnchor, passAnchor, standingOf } from '../../live/anchors'
import { publishRoom } from '../../live/rooms'
import { anchors } from '../../live/tables'
import { requireSession } from '../context'
import type { Handler } from '../handler'

const APPLICATIONS_PAGE_SIZE = 20

/** Administrators: applications, those waiting for review first (oldest first), then the rest newest first. */
export const anchorApplications: Handler<'anchorApplications'> = async ({ status, pageIndex }, { db }) => {
  // 'none' is the standing of users without an application: there is no such application to list.
  if (status === 'none') return { list: [], total: 0 }
  const where = status === undefined ? undefined : eq(anchors.status, status)
  const waitingFirst = sql`CASE WHEN ${anchors.status} = 'underReview' THEN 0 ELSE 1 END`
  const rows = await db
    .select({ anchor: anchors, username: users.username })
    .from(anchors)
    .innerJoin(users, eq(users.id, anchors.userId))
    .where(where)
    .orderBy(
      asc(waitingFirst),
      sql`CASE WHEN ${anchors.status} = 'underReview' THEN ${anchors.appliedAt} ELSE -${anchors.appliedAt} END`,
      desc(anchors.userId),
    )
    .limit(APPLICATIONS_PAGE_SIZE)
    .offset((pageIndex - 1) * APPLICATIONS_PAGE_SIZE)
  const [total] = await db.select({ n: count() }).from(anchors).where(where)
  return {
    total: Number(total?.n ?? 0),
    list: rows.map(({ anchor, username }) => ({
      uid: anchor.userId,
      username,
      realName: anchor.realName,
      birthDate: anchor.birthDate,
      gameId: anchor.gameId,
      shortIntro: anchor.shortIntro,
      status: anchor.status,
      banReason: anchor.status === 'banned' ? anchor.banReason : null,
      appliedAt: anchor.appliedAt,
    })),
  }
}

/**
 * Administrators: pass (the user gets the 'anchor' role and a room with a fresh stream code; passing a
 * banned anchor lifts the ban) or ban. A ban keeps the role so the anchor centre can show it, and ends a
 * live broadcast at once.
 */
export const anchorReview: Handler<'anchorReview'> = async ({ uid, decision, reason }, { db, auth, live }) => {
  const reviewer = requireSession(auth).userId
  const now = auth.now()
  if (!(await findAnchor(db, uid))) throw new CallError(404, LIVE_MESSAGES.applicationNotFound)
  if (decision === 'pass') {
    await passAnchor(db, uid, reviewer, now)
    return standingOf(db, uid)
  }
  const ended = await banAnchor(db, uid, reason ?? 'other', reviewer, now)
  if (ended) await publishRoom(db, live, ended.id, now)
  return standingOf(db, uid)
}
