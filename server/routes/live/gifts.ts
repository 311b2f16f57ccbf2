import { GIFTS } from '../../../protocol/live'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { appendChatMessage } from '../../chat/messages'
import { CallError } from '../../http/call-error'
import { sendGift } from '../../live/gifts'
import { computeLeaderboard, publishLeaderboards } from '../../live/leaderboard'
import { findRoom } from '../../live/playback'
import { requireSession } from '../context'
import type { Handler } from '../handler'

export const giftList: Handler<'giftList'> = async () => [...GIFTS]

/**
 * Sends a gift; after the coins, the record and the chat line committed, the line and the room's three
 * leaderboards are pushed. A failure that is not one of §8's answers is logged and answered "gift failed".
 */
export const giftSend: Handler<'giftSend'> = async (input, { db, auth, live, log }) => {
  const senderId = requireSession(auth).userId
  const now = auth.now()
  let outcome: Awaited<ReturnType<typeof sendGift>>
  try {
    outcome = await sendGift(db, { ...input, senderId }, auth.services.spending, now, appendChatMessage)
  } catch (error) {
    if (error instanceof CallError) throw error
    log.error({ err: error, roomId: input.roomId, senderId, requestId: input.requestId }, 'gift send failed')
    throw new CallError(500, LIVE_MESSAGES.giftFailed)
  }
  if (outcome.message) {
    // The gift has committed: a failed push must not turn it into a failure (clients catch up by REST).
    live.chat(outcome.message)
    await publishLeaderboards(db, live, input.roomId, now).catch((error: unknown) =>
      log.warn({ err: error, roomId: input.roomId }, 'leaderboard push failed'),
    )
  }
  return { balance: outcome.balance, seq: outcome.seq }
}

export const giftLeaderboard: Handler<'giftLeaderboard'> = async ({ type, roomId }, { db, auth }) => {
  await findRoom(db, roomId)
  return computeLeaderboard(db, roomId, type, auth.now())
}
