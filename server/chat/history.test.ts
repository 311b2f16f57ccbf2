import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBroadcast } from '../live/rooms'
import { chatMessages, liveRooms } from '../live/tables'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { appendChatMessage, readChat } from './messages'
import { insertRoom, insertUser } from './test-fixtures'

let database: TestDatabase

beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database.close()
})

async function say(roomId: number, uid: number, text: string, at: number) {
  await appendChatMessage(database.db, {
    roomId,
    kind: 'chat',
    uid,
    username: '观众',
    level: 1,
    text,
    params: null,
    giftId: null,
    giftCount: null,
    removes: null,
    at,
  })
}

describe('chat history of a room', () => {
  it("shows only the current broadcast's lines; the previous broadcast's stay stored", async () => {
    const db = database.db
    const { uid } = await insertUser(db)
    const roomId = await insertRoom(db, uid)
    const first = 1_800_000_000_000
    await startBroadcast(db, roomId, first)
    await say(roomId, uid, '上一场：T1加油', first + 1_000)
    await say(roomId, uid, '上一场：这波团战打得漂亮', first + 2_000)
    // Before any new broadcast, the room's history is its latest broadcast's.
    expect((await readChat(db, roomId, undefined)).list.map((l) => l.text)).toEqual([
      '上一场：T1加油',
      '上一场：这波团战打得漂亮',
    ])

    await db
      .update(liveRooms)
      .set({ state: 'ended', endedAt: first + 3_600_000 })
      .where(eq(liveRooms.id, roomId))
    const second = first + 7_200_000
    await startBroadcast(db, roomId, second)
    await say(roomId, uid, '这一场：主播好！', second + 1_000)

    const newest = await readChat(db, roomId, undefined)
    expect(newest.list.map((l) => l.text)).toEqual(['这一场：主播好！'])
    expect(newest.lastSeq).toBe(3)
    // A catch-up from an old seq skips the previous broadcast too.
    expect((await readChat(db, roomId, 0)).list.map((l) => l.seq)).toEqual([3])
    expect((await readChat(db, roomId, 1)).list.map((l) => l.seq)).toEqual([3])
    // Nothing is deleted.
    expect(await db.select().from(chatMessages).where(eq(chatMessages.roomId, roomId))).toHaveLength(3)
  })

  it('shows every line of a room that never broadcast', async () => {
    const db = database.db
    const { uid } = await insertUser(db)
    const roomId = await insertRoom(db, uid)
    await say(roomId, uid, '有人吗', 1_000)
    expect((await readChat(db, roomId, undefined)).list.map((l) => l.text)).toEqual(['有人吗'])
  })
})
