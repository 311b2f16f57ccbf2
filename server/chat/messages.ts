import { and, asc, desc, eq, gt, gte, inArray, notInArray, sql } from 'drizzle-orm'
import type { ChatMessage } from '../../protocol/live'
import { LIVE_LIMITS } from '../../protocol/live'
import type { Database } from '../db/client'
import { type ChatMessageRow, chatCounters, chatMessages, liveRooms } from '../live/tables'

export type NewChatMessage = Omit<ChatMessage, 'seq'>

/**
 * Appends one line to a room's chat with the room's next seq (appendChatLines with one line). Pass a
 * transaction to tie the line to other writes (a gift and its coins).
 */
export async function appendChatMessage(db: Database, message: NewChatMessage): Promise<ChatMessage> {
  const [line] = await appendChatLines(db, [message])
  if (!line) throw new Error('chat append returned no line')
  return line
}

/**
 * Appends lines of one room, in the order given, with the room's next seqs, in one statement: the counter
 * upsert (by the number of lines) and the insert run in one CTE, so the counter row stays locked until the
 * lines are written — concurrent appends to one room serialize on it, seqs have no gaps, and nobody sees
 * seq n+1 before seq n. One round trip (and one commit) for a whole batch is what lets a room take hundreds
 * of lines per second (server/chat/line-writer.ts gathers them).
 */
export async function appendChatLines(db: Database, messages: readonly NewChatMessage[]): Promise<ChatMessage[]> {
  const first = messages[0]
  if (!first) return []
  const roomId = first.roomId
  if (messages.some((message) => message.roomId !== roomId)) throw new Error('appendChatLines takes one room')
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value))
  const count = messages.length
  const rows = sql.join(
    messages.map(
      (message, index) => sql`(${index + 1}::integer, ${message.kind}::text, ${message.uid}::integer,
        ${message.username}::text, ${message.level}::integer, ${message.text}::text, ${json(message.params)}::jsonb,
        ${message.giftId}::text, ${message.giftCount}::integer, ${json(message.removes)}::jsonb, ${message.at}::bigint)`,
    ),
    sql`, `,
  )
  const result = await db.execute(sql`
    WITH counter AS (
      INSERT INTO chat_counters (room_id, seq) VALUES (${roomId}::integer, ${count}::integer)
      ON CONFLICT (room_id) DO UPDATE SET seq = chat_counters.seq + ${count}::integer
      RETURNING seq
    )
    INSERT INTO chat_messages (room_id, seq, kind, user_id, username, level, text, params, gift_id, gift_count,
      removes, at)
    SELECT ${roomId}::integer, counter.seq - ${count}::integer + line.ord, line.kind, line.user_id, line.username,
      line.level, line.text, line.params, line.gift_id, line.gift_count, line.removes, line.at
    FROM counter, (VALUES ${rows}) AS line(ord, kind, user_id, username, level, text, params, gift_id, gift_count,
      removes, at)
    RETURNING seq`)
  const returned = (result as { rows?: unknown } | null)?.rows
  const seqs = (Array.isArray(returned) ? returned : [])
    .map((row) => Number((row as { seq?: unknown }).seq))
    .sort((a, b) => a - b)
  if (seqs.length !== count || !seqs.every(Number.isInteger)) throw new Error('chat append returned no seq')
  // The lines got consecutive seqs in the order given (line.ord).
  return messages.map((message, index) => ({ ...message, seq: seqs[index] as number }))
}

/**
 * A room's chat after `afterSeq` (oldest first), or its newest lines; removed lines come back blanked. Only
 * lines of the room's current (or, once ended, latest) broadcast: the previous broadcast's chat, about
 * another match, stays stored but is not this one's (lines are appended in time order, so seq and `at`
 * rise together).
 */
export async function readChat(
  db: Database,
  roomId: number,
  afterSeq: number | undefined,
): Promise<{ list: ChatMessage[]; lastSeq: number }> {
  const limit = LIVE_LIMITS.chatHistoryPage
  const [room] = await db.select({ startedAt: liveRooms.startedAt }).from(liveRooms).where(eq(liveRooms.id, roomId))
  const since = room?.startedAt ?? null
  const inBroadcast = (row: ChatMessageRow) => since === null || row.at >= since
  const rows =
    afterSeq === undefined
      ? // The newest page, less the lines before the broadcast: they can only be its oldest ones.
        (
          await db
            .select()
            .from(chatMessages)
            .where(eq(chatMessages.roomId, roomId))
            .orderBy(desc(chatMessages.seq))
            .limit(limit)
        )
          .reverse()
          .filter(inBroadcast)
      : await db
          .select()
          .from(chatMessages)
          .where(
            and(
              eq(chatMessages.roomId, roomId),
              gt(chatMessages.seq, afterSeq),
              since === null ? undefined : gte(chatMessages.at, since),
            ),
          )
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

/**
 * Marks chat lines (not system or gift lines) removed; `sparing` is a user whose lines stay (the anchor's,
 * when a moderator removes). Returns the removed seqs in order.
 */
export async function markRemoved(
  db: Database,
  roomId: number,
  seqs: readonly number[],
  /** Authors whose lines stay (those who outrank the remover). */
  sparing: readonly number[],
): Promise<number[]> {
  const rows = await db
    .update(chatMessages)
    .set({ removed: true })
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        inArray(chatMessages.seq, [...seqs]),
        eq(chatMessages.kind, 'chat'),
        eq(chatMessages.removed, false),
        sparing.length === 0 ? undefined : notInArray(chatMessages.userId, [...sparing]),
      ),
    )
    .returning({ seq: chatMessages.seq })
  return rows.map(({ seq }) => seq).sort((a, b) => a - b)
}
