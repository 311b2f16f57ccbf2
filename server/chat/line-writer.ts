import type { ChatMessage } from '../../protocol/live'
import type { Database } from '../db/client'
import { appendChatLines, type NewChatMessage } from './messages'

/** The most lines one append statement takes; more wait for the next. */
export const MAX_LINES_PER_APPEND = 200

/** Stores accepted chat lines; `append` resolves once the line is committed, with its seq. */
export type ChatLineWriter = {
  append(message: NewChatMessage): Promise<ChatMessage>
}

type Waiting = { message: NewChatMessage; resolve(line: ChatMessage): void; reject(error: unknown): void }

/**
 * Group commit per room: a line is written at once when its room has no append in flight; lines that arrive
 * while one is (a busy room) wait for it and then go together in the next statement, in arrival order. So a
 * quiet room pays one round trip per line, as before, and a room at hundreds of lines per second pays one
 * statement and one commit per round trip instead of one per line (on embedded PGlite, with fsync on every
 * commit, that was most of the server's CPU: bench/README.md, chat fan-out).
 *
 * Nothing is acknowledged or delivered before it is stored: a line's promise resolves after its batch
 * committed, and only then does sendChat ack it and hand it to the publisher. A crash loses only lines
 * whose senders got no ack (their clients show them as not sent), never a line someone saw or was told was
 * sent. A failed statement rejects every line of its batch; the next batch is still tried.
 */
export function createChatLineWriter(db: Database): ChatLineWriter {
  /** Rooms with an append in flight → the lines waiting for the next one. */
  const waiting = new Map<number, Waiting[]>()

  const drain = async (roomId: number, first: Waiting[]) => {
    let batch = first
    while (batch.length > 0) {
      try {
        const lines = await appendChatLines(
          db,
          batch.map(({ message }) => message),
        )
        for (const [index, { resolve }] of batch.entries()) resolve(lines[index] as ChatMessage)
      } catch (error) {
        for (const { reject } of batch) reject(error)
      }
      batch = waiting.get(roomId)?.splice(0, MAX_LINES_PER_APPEND) ?? []
    }
    waiting.delete(roomId)
  }

  return {
    append(message) {
      return new Promise<ChatMessage>((resolve, reject) => {
        const line = { message, resolve, reject }
        const queue = waiting.get(message.roomId)
        if (queue) {
          queue.push(line)
          return
        }
        waiting.set(message.roomId, [])
        void drain(message.roomId, [line])
      })
    },
  }
}
