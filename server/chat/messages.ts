import { and, asc, desc, gt, sql } from 'drizzle-orm'
import { eq } from 'drizzle-orm'
import type { ChatMessage } from '../../protocol/live'
import { LIVE_LIMITS } from '../../protocol/live'
import type { Database } from '../db/client'
import { type ChatMessageRow, chatCounters, chatMessages } from '../live/tables'

export type NewChatMessage = Omit<ChatMessage, 'seq'>

/**
 * Appends one line to a room's chat with the room's next seq. The counter row is taken with an upsert in
 * the same statement sequence, so concurrent appends to one room serialize on it and seqs have no gaps.
 * Pass a transaction to tie the line to other writes (a gift and its coins); otherwise one is opened.
 */
export async function appendChatMessage(db: Database, message: NewChatMessage): Promise<ChatMessage> {
  const [counter] = await db
    .insert(chatCounters)
    .values({ roomId: message.roomId, seq: 1 })
    .onConflictDoUpdate({ target: chatCounters.roomId, set: { seq: sql`${chatCounters.seq} + 1` } })
    .returning({ seq: chatCounters.seq })
  if (!counter) throw new Error('chat counter upsert returned nothing')
  await db.insert(chatMessages).values({
    roomId: message.roomId,
    seq: counter.seq,
    kind: message.kind,
    userId: message.uid,
    username: message.username,
    level: message.level,
    text: message.text,
    params: message.params,
    giftId: message.giftId,
    giftCount: message.giftCount,
    removes: message.removes,
    at: message.at,
  })
  return { ...message, seq: counter.seq }
}

/** A room's chat after `afterSeq` (oldest first), or its newest lines; removed lines come back blanked. */
export async function readChat(
  db: Database,
  roomId: number,
  afterSeq: number | undefined,
): Promise<{ list: ChatMessage[]; lastSeq: number }> {
  const limit = LIVE_LIMITS.chatHistoryPage
  const rows =
    afterSeq === undefined
      ? (
          await db
            .select()
            .from(chatMessages)
            .where(eq(chatMessages.roomId, roomId))
            .orderBy(desc(chatMessages.seq))
            .limit(limit)
        ).reverse()
      : await db
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.seq, afterSeq)))
          .orderBy(asc(chatMessages.seq))
          .limit(limit)
  const [counter] = await db.select().from(chatCounters).where(eq(chatCounters.roomId, roomId))
  return { list: rows.map(chatMessageOf), lastSeq: counter?.seq ?? 0 }
}

export function chatMessageOf(row: ChatMessageRow): ChatMessage {
  return {
    roomId: row.roomId,
    seq: row.seq,
    kind: row.kind,
    uid: row.userId,
    username: row.username,
    level: row.level,
    // A removed line keeps its place (seq) but not its words.
    text: row.removed ? '' : row.text,
    params: row.params,
    giftId: row.giftId,
    giftCount: row.giftCount,
    removes: row.removes,
    at: row.at,
  }
}
