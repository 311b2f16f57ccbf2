import { asc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ChatMessage } from '../../protocol/live'
import { chatMessages } from '../live/tables'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { createChatLineWriter } from './line-writer'
import { appendChatMessage, type NewChatMessage } from './messages'
import { insertRoom, insertUser } from './test-fixtures'

let database: TestDatabase
let anchorId: number

beforeAll(async () => {
  database = await openTestDatabase()
  anchorId = (await insertUser(database.db)).uid
})
afterAll(async () => {
  await database.close()
})
afterEach(() => {
  vi.restoreAllMocks()
})

let rooms = 0
async function newRoom(): Promise<number> {
  // insertRoom makes the anchor row too: one anchor per room.
  const anchor = rooms++ === 0 ? anchorId : (await insertUser(database.db)).uid
  return insertRoom(database.db, anchor)
}

function line(roomId: number, text: string): NewChatMessage {
  return {
    roomId,
    kind: 'chat',
    uid: anchorId,
    username: '主播',
    level: 1,
    text,
    params: null,
    giftId: null,
    giftCount: null,
    removes: null,
    at: 1_000,
  }
}

async function stored(roomId: number) {
  return database.db
    .select({ seq: chatMessages.seq, text: chatMessages.text })
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId))
    .orderBy(asc(chatMessages.seq))
}

describe('the chat line writer', () => {
  it('writes the lines of one turn in one statement, and the lines that come meanwhile in the next, in order', async () => {
    const roomId = await newRoom()
    const writer = createChatLineWriter(database.db)
    const statements = vi.spyOn(database.db, 'execute')
    const turn = (from: number) => Array.from({ length: 10 }, (_, i) => writer.append(line(roomId, `第${from + i}句`)))
    const first = turn(1)
    await first[0]
    // The room's window is running: these wait for it, together.
    const second = turn(11)
    const third = await Promise.all(second).then(() => turn(21))
    const written = await Promise.all([...first, ...second, ...third])
    expect(statements).toHaveBeenCalledTimes(3)
    expect(written.map((message) => message.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
    expect((await stored(roomId)).map((row) => row.text)).toEqual(written.map((message) => message.text))
  })

  it('stores every line once, gapless per room, with the seq it answered, however appends interleave', async () => {
    const roomIds = [await newRoom(), await newRoom(), await newRoom()]
    const writer = createChatLineWriter(database.db)
    const appends: Promise<ChatMessage>[] = []
    for (let i = 0; i < 300; i++) {
      const roomId = roomIds[i % 3] as number
      // Now and then a line that does not go through the writer (a gift, a removal): same counter.
      appends.push(
        i % 17 === 0 ? appendChatMessage(database.db, line(roomId, `直写${i}`)) : writer.append(line(roomId, `行${i}`)),
      )
      if (i % 11 === 0) await appends.at(-1)
    }
    const written = await Promise.all(appends)
    for (const roomId of roomIds) {
      const rows = await stored(roomId)
      expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
      const answered = written.filter((message) => message.roomId === roomId)
      expect(new Map(answered.map((message) => [message.seq, message.text]))).toEqual(
        new Map(rows.map((row) => [row.seq, row.text])),
      )
      // The writer's lines of one room keep the order they were handed over in.
      const mine = answered.filter((message) => message.text.startsWith('行'))
      expect(mine.map((message) => message.seq)).toEqual(mine.map((message) => message.seq).sort((a, b) => a - b))
    }
  })

  it('refuses every line of a failed statement, and still writes the next ones', async () => {
    const roomId = await newRoom()
    const writer = createChatLineWriter(database.db)
    vi.spyOn(database.db, 'execute').mockRejectedValueOnce(new Error('database went away'))
    const lost = [writer.append(line(roomId, '丢')), writer.append(line(roomId, '也丢'))]
    for (const append of lost) await expect(append).rejects.toThrow('database went away')
    expect((await writer.append(line(roomId, '在'))).seq).toBe(1)
    expect(await stored(roomId)).toEqual([{ seq: 1, text: '在' }])
  })
})
