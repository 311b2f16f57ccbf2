import type { ChatMessage } from '../../protocol/live'
import type { Database } from '../db/client'
import { CHAT_BATCH_MS } from '../realtime/live-publisher'
import { appendChatLines, type NewChatMessage } from './messages'

/** The most lines one append statement takes; more wait for the next window. */
export const MAX_LINES_PER_APPEND = 200

/** Stores accepted chat lines; `append` resolves once the line is committed, with its seq. */
export type ChatLineWriter = {
  append(message: NewChatMessage): Promise<ChatMessage>
}

type Waiting = { message: NewChatMessage; resolve(line: ChatMessage): void; reject(error: unknown): void }

/**
 * Group commit per room, on the chat's frame window: a line into a quiet room is written at the end of the
 * turn it came in (with any other line of that turn); after a write, the room's next one starts no sooner
 * than CHAT_BATCH_MS after it began, and takes every line that came meanwhile, in arrival order. A busy room
 * thus costs one statement and one commit per window (at most 40 a second) instead of one per line — on
 * embedded PGlite, which runs in the server's thread and fsyncs every commit there, the per-line writes
 * were most of the server's CPU (bench/README.md, chat fan-out). A batch's lines reach the publisher
 * together right after their commit, and the publisher's frame gap is shorter than this window, so they
 * leave at once.
 *
 * Nothing is acknowledged or delivered before it is stored: a line's promise resolves after its batch
 * committed, and only then does sendChat ack it and hand it to the publisher. A crash loses only lines
 * whose senders got no ack (their clients show them as not sent), never a line someone saw or was told was
 * sent. A failed statement rejects every line of its batch; the next batch is still tried.
 */
export function createChatLineWriter(db: Database): ChatLineWriter {
  /** Rooms with a write scheduled, in flight or in its window → the lines waiting for the next write. */
  const rooms = new Map<number, Waiting[]>()

  const write = async (roomId: number) => {
    const batch = rooms.get(roomId)?.splice(0, MAX_LINES_PER_APPEND) ?? []
    if (batch.length === 0) {
      // A window without lines: the room is quiet again.
      rooms.delete(roomId)
      return
    }
    const started = performance.now()
    try {
      const lines = await appendChatLines(
        db,
        batch.map(({ message }) => message),
      )
      for (const [index, { resolve }] of batch.entries()) resolve(lines[index] as ChatMessage)
    } catch (error) {
      for (const { reject } of batch) reject(error)
    }
    setTimeout(() => void write(roomId), Math.max(0, started + CHAT_BATCH_MS - performance.now()))
  }

  return {
    append(message) {
      return new Promise<ChatMessage>((resolve, reject) => {
        const line = { message, resolve, reject }
        const waiting = rooms.get(message.roomId)
        if (waiting) {
          waiting.push(line)
          return
        }
        rooms.set(message.roomId, [line])
        setImmediate(() => void write(message.roomId))
      })
    },
  }
}
