import { and, eq } from 'drizzle-orm'
import { type ChatMessage, GIFTS, LIVE_LIMITS } from '../../protocol/live'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import { users } from '../auth/tables'
import type { Database } from '../db/client'
import { CallError } from '../http/call-error'
import { InsufficientGoldError, type Movement, move } from '../ledger/ledger'
import { requireSpend, type SpendingRules } from '../ledger/spending'
import { coinLedger, type LedgerRow } from '../ledger/tables'
import { LIVE_LEDGER_KINDS } from './revenue'
import { giftRecords, liveRooms } from './tables'

/** Writes a room's chat line within the gift's transaction (chat/messages.ts appendChatMessage: the chat stands above the rooms). */
export type ChatAppender = (tx: Database, line: Omit<ChatMessage, 'seq'>) => Promise<ChatMessage>

export type GiftRequest = { roomId: number; giftId: string; count: number; requestId: string; senderId: number }

/** What a send answers; `message` is the new chat line, null when this was a retry of an earlier send. */
export type GiftOutcome = { balance: number; seq: number; message: ChatMessage | null }

/** The request id was used before: the transaction rolls back and the first send's outcome is answered. */
class RepeatedGift extends Error {
  override name = 'RepeatedGift'
}

/** Moves coins unless this key moved them before (then the whole send is a retry). */
async function moveOnce(tx: Database, movement: Movement): Promise<LedgerRow> {
  const { moved, entry } = await move(tx, movement)
  if (!moved) throw new RepeatedGift()
  return entry
}

/** The first send of a request id, if any: the sender's balance right after it and its chat line. */
async function earlierSend(db: Database, senderId: number, requestId: string): Promise<GiftOutcome | null> {
  const [row] = await db
    .select({ balance: coinLedger.balanceAfter, seq: giftRecords.chatSeq })
    .from(giftRecords)
    .innerJoin(coinLedger, eq(coinLedger.id, giftRecords.senderLedgerId))
    .where(and(eq(giftRecords.senderId, senderId), eq(giftRecords.requestId, requestId)))
  return row ? { ...row, message: null } : null
}

/**
 * §7 gifts: the price comes from the server's gift table; the sender's debit, the anchor's credit, the gift
 * record and its chat line commit together or not at all. The request id makes a retry (even a racing one)
 * charge once: the second debit finds the first's ledger row by its idempotency key.
 */
export async function sendGift(
  db: Database,
  request: GiftRequest,
  rules: SpendingRules,
  now: number,
  appendChatMessage: ChatAppender,
): Promise<GiftOutcome> {
  const gift = GIFTS.find((candidate) => candidate.id === request.giftId)
  if (!gift) throw new CallError(400, LIVE_MESSAGES.giftUnknown)
  const earlier = await earlierSend(db, request.senderId, request.requestId)
  if (earlier) return earlier
  const [room] = await db.select().from(liveRooms).where(eq(liveRooms.id, request.roomId))
  if (!room) throw new CallError(404, LIVE_MESSAGES.roomNotFound)
  if (room.state !== 'live') throw new CallError(400, LIVE_MESSAGES.noLiveBroadcast)
  if (room.anchorId === request.senderId) throw new CallError(400, LIVE_MESSAGES.giftToSelf)
  const [sender] = await db
    .select({ username: users.username, level: users.level })
    .from(users)
    .where(eq(users.id, request.senderId))
  if (!sender) throw new CallError(404, LIVE_MESSAGES.giftFailed)
  const coins = gift.price * request.count
  const debit: Movement = {
    userId: request.senderId,
    amount: -coins,
    kind: LIVE_LEDGER_KINDS.giftSent,
    details: LIVE_MESSAGES.ledgerGiftSent.id,
    // Each side's key has a prefix of its own: a request id is the client's text, and must never spell the
    // key of another movement on the same ledger (an anchor's own sends share it with the gifts it receives).
    idempotencyKey: `gift-sent:${request.requestId}`,
    at: now,
  }
  const credit: Movement = {
    userId: room.anchorId,
    amount: Math.max(1, Math.floor((coins * LIVE_LIMITS.anchorSharePercent) / 100)),
    kind: LIVE_LEDGER_KINDS.giftReceived,
    details: LIVE_MESSAGES.ledgerGiftReceived.id,
    idempotencyKey: `gift-received:${request.senderId}:${request.requestId}`,
    at: now,
  }
  try {
    return await db.transaction(async (tx) => {
      // Balances are locked in user id order, so gifts crossing between two anchors cannot deadlock.
      const creditFirst = credit.userId < debit.userId ? await moveOnce(tx, credit) : null
      // Who may tip, and how much (GIFTING_RULES): checked on the sender's locked balance.
      await requireSpend(tx, rules, request.senderId, coins, now)
      const sent = await moveOnce(tx, debit)
      const received = creditFirst ?? (await moveOnce(tx, credit))
      const message = await appendChatMessage(tx, {
        roomId: room.id,
        kind: 'gift',
        uid: request.senderId,
        username: sender.username,
        level: sender.level,
        text: '',
        params: null,
        giftId: gift.id,
        giftCount: request.count,
        removes: null,
        at: now,
      })
      await tx.insert(giftRecords).values({
        roomId: room.id,
        senderId: request.senderId,
        anchorId: room.anchorId,
        giftId: gift.id,
        giftCount: request.count,
        coins,
        at: now,
        broadcastNo: room.broadcastNo,
        requestId: request.requestId,
        senderLedgerId: sent.id,
        anchorLedgerId: received.id,
        chatSeq: message.seq,
      })
      return { balance: sent.balanceAfter, seq: message.seq, message }
    })
  } catch (error) {
    if (error instanceof RepeatedGift) {
      const first = await earlierSend(db, request.senderId, request.requestId)
      if (first) return first
    }
    if (error instanceof InsufficientGoldError) throw new CallError(400, LIVE_MESSAGES.goldInsufficient)
    throw error
  }
}
