import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { CallError } from '../../http/call-error'
import { banAnchor, findAnchor, listApplications, passAnchor, standingOf } from '../../live/anchors'
import { publishRoom } from '../../live/rooms'
import { requireSession } from '../context'
import type { Handler } from '../handler'

/** Administrators: applications, those waiting for review first (oldest first), then the rest newest first. */
export const anchorApplications: Handler<'anchorApplications'> = ({ status, pageIndex }, { db }) =>
  listApplications(db, status, pageIndex)

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
