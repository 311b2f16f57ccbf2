import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { markPublishing, sweepStalled } from '../live/rooms'
import { liveRooms } from '../live/tables'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { authorizePublish } from './authorize'
import { insertAnchorRoom } from './test-rooms'

let database: TestDatabase
let passed: number
let banned: number

beforeAll(async () => {
  database = await openTestDatabase()
  passed = await insertAnchorRoom(database.db, { code: 'passed-code' })
  banned = await insertAnchorRoom(database.db, { code: 'banned-code', status: 'banned' })
  await insertAnchorRoom(database.db, { code: 'review-code', status: 'underReview' })
})
afterAll(() => database.close())

const room = async (id: number) => {
  const [row] = await database.db.select().from(liveRooms).where(eq(liveRooms.id, id))
  return row
}

describe('authorizePublish', () => {
  it('refuses an unknown code, an empty one and an absurdly long one', async () => {
    for (const code of ['nope', '', 'x'.repeat(500)])
      expect(await authorizePublish(database.db, code)).toEqual({ allowed: false, roomId: null, reason: 'unknownCode' })
  })

  it("refuses a banned anchor's code and one under review, naming the room", async () => {
    expect(await authorizePublish(database.db, 'banned-code')).toEqual({
      allowed: false,
      roomId: banned,
      reason: 'banned',
    })
    expect(await authorizePublish(database.db, 'review-code')).toMatchObject({ allowed: false, reason: 'notPassed' })
  })

  it("allows a passed anchor's code, whether or not the room is live", async () => {
    expect(await authorizePublish(database.db, 'passed-code')).toEqual({ allowed: true, roomId: passed })
  })
})

describe('markPublishing and the stall sweep', () => {
  it('bumps the version only when the flag flips, and always records when it was seen', async () => {
    const before = await room(passed)
    expect(await markPublishing(database.db, passed, true, 1000)).toBe(true)
    expect(await markPublishing(database.db, passed, true, 2000)).toBe(false)
    const after = await room(passed)
    expect(after).toMatchObject({ publishing: true, publishingSeenAt: 2000, version: (before?.version ?? 0) + 1 })
  })

  it('marks rooms not seen since the cut-off not publishing, once', async () => {
    await markPublishing(database.db, passed, true, 5000)
    expect(await sweepStalled(database.db, 5000)).toEqual([])
    expect(await sweepStalled(database.db, 5001)).toEqual([passed])
    expect(await sweepStalled(database.db, 9999)).toEqual([])
    expect(await room(passed)).toMatchObject({ publishing: false })
  })
})
