import { BLIND_BOX_AUDIT_ALPHA, BLIND_BOX_AUDIT_MIN_EXPECTED } from '../../../protocol/blindbox'
import type { BLIND_BOX_CALLS } from '../../../protocol/calls/blindbox'
import { BLIND_BOX_MESSAGES } from '../../../protocol/messages/blindbox'
import {
  auditOfDraws,
  badgesOf,
  balanceOf,
  boxesOnSale,
  boxOnSale,
  drawOfRequest,
  drawsOf,
  pageOfDraws,
  standingsOf,
} from '../../blindbox/read'
import { BoxNotFoundError, DailyCapError, drawBox } from '../../blindbox/store'
import type { BlindBoxDrawRow } from '../../blindbox/tables'
import type { Database } from '../../db/client'
import { CallError } from '../../http/call-error'
import { InsufficientGoldError } from '../../ledger/ledger'
import { requireSession } from '../context'
import type { Handler, HandlersOf } from '../handler'

const M = BLIND_BOX_MESSAGES

export const blindBoxList: Handler<'blindBoxList'> = async (_input, { db }) => ({ list: await boxesOnSale(db) })

export const blindBoxDetail: Handler<'blindBoxDetail'> = async ({ boxId }, { db }) => {
  const box = await boxOnSale(db, boxId)
  if (!box) throw new CallError(404, M.boxNotFound)
  return box
}

export const blindBoxMine: Handler<'blindBoxMine'> = async (_input, { db, auth }) => {
  const { userId } = requireSession(auth)
  return { boxes: await standingsOf(db, userId, auth.now()), badges: await badgesOf(db, userId) }
}

async function answer(db: Database, userId: number, row: BlindBoxDrawRow, now: number) {
  const [draw] = await drawsOf(db, [row])
  const [standing] = await standingsOf(db, userId, now, [row.boxId])
  if (!draw) throw new CallError(500, M.drawFailed)
  return {
    draw,
    // A box taken off sale since: its standing is simply what is left of the day.
    standing: standing ?? { boxId: row.boxId, drawnToday: 0, dailyLeft: 0, guaranteeLeft: null },
    balance: await balanceOf(db, userId),
  }
}

/** Refusals say why (no such box, the cap, the balance); anything else is logged and answered generally. */
export const blindBoxDraw: Handler<'blindBoxDraw'> = async ({ boxId, requestId }, { db, auth, log }) => {
  const { userId } = requireSession(auth)
  const now = auth.now()
  try {
    const { draw } = await drawBox(db, { userId, boxId, requestId }, auth.services.spending, now)
    return await answer(db, userId, draw, now)
  } catch (error) {
    if (error instanceof BoxNotFoundError) throw new CallError(404, M.boxNotFound)
    if (error instanceof DailyCapError) throw new CallError(409, M.dailyCapReached)
    if (error instanceof InsufficientGoldError) throw new CallError(402, M.goldInsufficient)
    if (error instanceof CallError) throw error
    // Two retries of one request raced on different boxes: the first one's draw is the answer.
    const first = await drawOfRequest(db, userId, requestId)
    if (first) return answer(db, userId, first, now)
    log.error({ err: error, userId, boxId }, 'blind box draw failed')
    throw new CallError(500, M.drawFailed)
  }
}

export const blindBoxMyDraws: Handler<'blindBoxMyDraws'> = async ({ pageIndex }, { db, auth }) =>
  pageOfDraws(db, requireSession(auth).userId, pageIndex)

export const blindBoxAudit: Handler<'blindBoxAudit'> = async (_input, { db }) => ({
  alpha: BLIND_BOX_AUDIT_ALPHA,
  minExpected: BLIND_BOX_AUDIT_MIN_EXPECTED,
  list: await auditOfDraws(db),
})

export const BLIND_BOX_HANDLERS: HandlersOf<typeof BLIND_BOX_CALLS> = {
  blindBoxList,
  blindBoxDetail,
  blindBoxMine,
  blindBoxDraw,
  blindBoxMyDraws,
  blindBoxAudit,
}
