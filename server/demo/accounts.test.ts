import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../auth/tables'
import { anchors, liveRooms } from '../live/tables'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { ensureDemoCast } from './accounts'
import { DEMO_ANCHORS, DEMO_VIEWERS } from './cast'
import { topUpFor } from './coins'

const NOW = Date.UTC(2025, 0, 1, 4)
let database: TestDatabase

beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database.close()
})

describe('ensureDemoCast', () => {
  it('makes passed anchors with rooms and the viewers once, and finds the same ones on every start', async () => {
    const { db } = database
    // A real user who named themselves like a demo anchor is not the demo anchor.
    const [impostor] = await db
      .insert(users)
      .values({ mobile: '13800000000', username: '演示主播·小鹿', createdAt: NOW })
      .returning({ id: users.id })

    const first = await ensureDemoCast(db, 2, NOW)
    const again = await ensureDemoCast(db, 2, NOW + 1000)
    expect(again).toEqual(first)
    expect(first.rooms.map((room) => room.anchor.username)).toEqual(
      DEMO_ANCHORS.slice(0, 2).map((anchor) => anchor.username),
    )
    expect(first.rooms.map((room) => room.userId)).not.toContain(impostor?.id)
    expect(first.viewers.map((viewer) => viewer.username)).toEqual(DEMO_VIEWERS)
    for (const room of first.rooms) {
      const [anchor] = await db.select().from(anchors).where(eq(anchors.userId, room.userId))
      const [user] = await db.select().from(users).where(eq(users.id, room.userId))
      expect(anchor).toMatchObject({ status: 'passed', gameId: room.anchor.gameId })
      expect(user).toMatchObject({ mobile: null, telegramId: null, email: null, gold: 0 })
      expect(user?.roles).toEqual(['anchor'])
      expect(room.streamCode).toMatch(/^[\w-]{32}$/)
    }
    // Two more rooms later: the first two stay as they were.
    const grown = await ensureDemoCast(db, 4, NOW + 2000)
    expect(grown.rooms.slice(0, 2)).toEqual(first.rooms)
    expect(grown.rooms).toHaveLength(4)
    expect(await db.select().from(liveRooms)).toHaveLength(4)
  })

  it('gives a room made by an earlier version the cast’s current introduction, pictures kept', async () => {
    const { db } = database
    const [room] = (await ensureDemoCast(db, 1, NOW)).rooms
    if (!room) throw new Error('a demo room expected')
    await db
      .update(anchors)
      .set({ detailIntro: '画面是生成的测试信号', pictures: [7] })
      .where(eq(anchors.userId, room.userId))
    await ensureDemoCast(db, 1, NOW + 1000)
    const [after] = await db.select().from(anchors).where(eq(anchors.userId, room.userId))
    expect(after).toMatchObject({ detailIntro: DEMO_ANCHORS[0]?.detailIntro, pictures: [7] })
  })

  it('leaves a demo anchor an administrator banned out', async () => {
    const { db } = database
    const { rooms } = await ensureDemoCast(db, 2, NOW)
    const banned = rooms[0]
    if (!banned) throw new Error('no demo room')
    await db.update(anchors).set({ status: 'banned', banReason: 'other' }).where(eq(anchors.userId, banned.userId))
    const after = await ensureDemoCast(db, 2, NOW)
    expect(after.rooms.map((room) => room.roomId)).toEqual([rooms[1]?.roomId])
    await db.update(anchors).set({ status: 'passed', banReason: null }).where(eq(anchors.userId, banned.userId))
  })
})

describe('topUpFor', () => {
  it('credits a demo viewer through the ledger only when the balance is short', async () => {
    const { db } = database
    const { viewers } = await ensureDemoCast(db, 1, NOW)
    const viewer = viewers[0]
    if (!viewer) throw new Error('no demo viewer')
    expect(await topUpFor(db, viewer.id, 10, NOW)).toBe(200)
    expect(await topUpFor(db, viewer.id, 150, NOW)).toBe(0)
    expect(await topUpFor(db, viewer.id, 500, NOW)).toBe(300)
    const [user] = await db.select({ gold: users.gold }).from(users).where(eq(users.id, viewer.id))
    expect(user?.gold).toBe(500)
  })
})
