import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import type { Session } from '../auth/sessions'
import { chatMutes, liveRooms, roomModerators, roomUnlocks } from '../live/tables'
import { createLivePublisher } from '../realtime/live-publisher'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { CHAT_RULES_TTL_MS, createChatRules } from './rules-cache'
import { insertRoom, insertUser } from './test-fixtures'

let database: TestDatabase

beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database.close()
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** Rules on a clock the test moves, with the publisher that tells them of changes. */
function rulesOnClock(start = 1_000_000) {
  const clock = { now: start }
  const live = createLivePublisher()
  return { clock, live, rules: createChatRules(database.db, live, () => clock.now) }
}

async function roomWithUser() {
  const anchor = await insertUser(database.db)
  const user = await insertUser(database.db)
  return { anchor, user, roomId: await insertRoom(database.db, anchor.uid) }
}

const session = (userId: number): Session => ({
  userId,
  roles: ['user'],
  tokenHash: '',
  expiresAt: Number.MAX_SAFE_INTEGER,
})

describe('the chat rules cache', () => {
  it('reads a room once per interval, not once per line', async () => {
    const { rules, clock } = rulesOnClock()
    const { roomId, user } = await roomWithUser()
    const reads = vi.spyOn(database.db, 'select')
    for (let i = 0; i < 20; i++) await rules.standing(roomId, user.uid, clock.now)
    const perRead = reads.mock.calls.length
    expect(perRead).toBeGreaterThan(0)
    expect(perRead).toBeLessThanOrEqual(3)
    clock.now += CHAT_RULES_TTL_MS
    await rules.standing(roomId, user.uid, clock.now)
    expect(reads).toHaveBeenCalledTimes(perRead * 2)
  })

  it('refuses a muted user from the next line on, once the mute is announced', async () => {
    const { rules, live, clock } = rulesOnClock()
    const { roomId, anchor, user } = await roomWithUser()
    expect((await rules.standing(roomId, user.uid, clock.now))?.muted).toBe(false)
    await database.db.insert(chatMutes).values({ roomId, userId: user.uid, until: null, byUserId: anchor.uid, at: 0 })
    // Still the rules as read: nobody said they changed (proof that they are cached).
    expect((await rules.standing(roomId, user.uid, clock.now))?.muted).toBe(false)
    live.chatRulesChanged(roomId)
    expect(await rules.standing(roomId, user.uid, clock.now)).toMatchObject({ muted: true, mutedUntil: null })
    await database.db.delete(chatMutes).where(eq(chatMutes.roomId, roomId))
    live.chatRulesChanged(roomId, true)
    expect((await rules.standing(roomId, user.uid, clock.now))?.muted).toBe(false)
  })

  it('ends a mute at its time without reading again', async () => {
    const { rules, clock } = rulesOnClock()
    const { roomId, anchor, user } = await roomWithUser()
    const until = clock.now + CHAT_RULES_TTL_MS / 2
    await database.db.insert(chatMutes).values({ roomId, userId: user.uid, until, byUserId: anchor.uid, at: 0 })
    expect(await rules.standing(roomId, user.uid, clock.now)).toMatchObject({ muted: true, mutedUntil: until })
    expect((await rules.standing(roomId, user.uid, until))?.muted).toBe(false)
  })

  it('sees a new moderator and a room change at once when the publisher says so', async () => {
    const { rules, live, clock } = rulesOnClock()
    const { roomId, user } = await roomWithUser()
    expect(await rules.standing(roomId, user.uid, clock.now)).toMatchObject({ moderator: false })
    await database.db.insert(roomModerators).values({ roomId, userId: user.uid })
    live.chatRulesChanged(roomId)
    expect(await rules.standing(roomId, user.uid, clock.now)).toMatchObject({ moderator: true })
    await database.db.update(liveRooms).set({ chatOpen: false }).where(eq(liveRooms.id, roomId))
    live.room({ roomId } as Parameters<typeof live.room>[0])
    expect((await rules.standing(roomId, user.uid, clock.now))?.room.chatOpen).toBe(false)
  })

  it('remembers an unknown room for the TTL: a scan of made-up ids costs one read an id a second', async () => {
    const { rules, clock, live } = rulesOnClock()
    const anchor = await insertUser(database.db)
    const select = vi.spyOn(database.db, 'select')
    for (let i = 0; i < 50; i++) {
      expect(await rules.standing(2_000_000_000, anchor.uid, clock.now)).toBeNull()
      expect(await rules.refusal(2_000_000_000, null)).toBe(LIVE_MESSAGES.roomNotFound)
    }
    expect(select).toHaveBeenCalledTimes(1)
    clock.now += CHAT_RULES_TTL_MS
    await rules.refusal(2_000_000_000, null)
    expect(select).toHaveBeenCalledTimes(2)
    // A room the publisher announces is read at once, however recently it was missing.
    live.room({ roomId: 2_000_000_000 } as Parameters<typeof live.room>[0])
    await rules.refusal(2_000_000_000, null)
    expect(select).toHaveBeenCalledTimes(3)
  })

  it('keeps a paid room’s gate: refused until unlocked, let in as soon as the unlock is stored', async () => {
    const { rules, live } = rulesOnClock()
    const { roomId, user } = await roomWithUser()
    await database.db.update(liveRooms).set({ paid: true }).where(eq(liveRooms.id, roomId))
    live.room({ roomId } as Parameters<typeof live.room>[0])
    expect(await rules.refusal(roomId, null)).toBe(LIVE_MESSAGES.paidRoom)
    expect(await rules.refusal(roomId, session(user.uid))).toBe(LIVE_MESSAGES.paidRoom)
    const [room] = await database.db.select().from(liveRooms).where(eq(liveRooms.id, roomId))
    await database.db
      .insert(roomUnlocks)
      .values({ roomId, userId: user.uid, broadcastNo: room?.broadcastNo ?? 0, coins: 0, at: 0 })
    expect(await rules.refusal(roomId, session(user.uid))).toBeNull()
  })
})
