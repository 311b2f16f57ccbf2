import { requireAnchorRoom } from '../../live/anchors'
import { revenueByDay, revenueTotals } from '../../live/revenue'
import { requireSession } from '../context'
import type { Handler } from '../handler'

export const anchorGoldDetail: Handler<'anchorGoldDetail'> = async ({ days }, { db, auth }) => {
  const { userId } = requireSession(auth)
  await requireAnchorRoom(db, userId, 'read')
  return revenueByDay(db, userId, days, auth.now())
}

export const anchorGoldTotal: Handler<'anchorGoldTotal'> = async (_input, { db, auth }) => {
  const { userId } = requireSession(auth)
  await requireAnchorRoom(db, userId, 'read')
  return revenueTotals(db, userId, auth.now())
}
