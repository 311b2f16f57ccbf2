import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { birthDateOfId, type SpendingState } from '../../protocol/identity'
import { SPENDING_MESSAGES } from '../../protocol/messages/spending'
import { BLIND_BOX_LEDGER_KINDS } from '../blindbox/store'
import { PLAN_LEDGER_KINDS } from '../experts/orders'
import { LIVE_LEDGER_KINDS } from '../live/revenue'
import { DEV_MISMATCH_NAME } from '../providers/real-name'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { testIdNumber } from '../test-support/identity'
import { type LiveTestApp, startLiveTestApp, type TestUser } from '../test-support/live-app'
import { move } from './ledger'
import { BONUS_KIND, SPENDING_KINDS, unspentBonus } from './spending'

// GIFTING_RULES=prc through the real app: the real-name check with the development provider, who may
// recharge and spend, and the daily and monthly caps held exactly under parallel spends.

let database: TestDatabase
let offDatabase: TestDatabase
let t: LiveTestApp
let off: LiveTestApp
let admin: TestUser

beforeAll(async () => {
  database = await openTestDatabase()
  t = await startLiveTestApp(database.db, { SPEND_LIMIT_DAILY_COINS: '100', SPEND_LIMIT_MONTHLY_COINS: '250' })
  offDatabase = await openTestDatabase()
  off = await startLiveTestApp(offDatabase.db, { GIFTING_RULES: 'off' })
  admin = await t.user({ roles: ['admin'] })
}, 60_000)
afterAll(async () => {
  await t.close()
  await off.close()
  await database.close()
  await offDatabase.close()
})

const verify = (app: LiveTestApp, user: TestUser, name: string, idNumber: string) =>
  app.call<SpendingState>('/user/realName', { token: user.token, body: { name, idNumber } })

async function liveRoom(app: LiveTestApp) {
  const anchor = await app.anchor(app === t ? admin : await app.user({ roles: ['admin'] }))
  await app.call('/anchor/updateAnchor', { token: anchor.token, body: { title: '消费规则' } })
  await app.call('/anchor/broadcast', { token: anchor.token })
  return anchor.roomId
}

const gift = (app: LiveTestApp, user: TestUser, roomId: number, giftId: string, requestId: string) =>
  app.call<{ balance: number }>('/gift/send', { token: user.token, body: { roomId, giftId, count: 1, requestId } })

describe('the ID number', () => {
  it('is checked by its own rules: region, birth date and check character', () => {
    const id = testIdNumber('19900307', 42)
    expect(birthDateOfId(id)).toBe('1990-03-07')
    expect(birthDateOfId(`${id.slice(0, 17)}${id[17] === '1' ? '2' : '1'}`)).toBeNull()
    expect(birthDateOfId('110101199002301234')).toBeNull()
    expect(birthDateOfId('11010119900101123')).toBeNull()
  })

  it('counts the spending kinds the domains write', () => {
    expect([...SPENDING_KINDS].sort()).toEqual(
      [
        LIVE_LEDGER_KINDS.giftSent,
        LIVE_LEDGER_KINDS.roomUnlock,
        PLAN_LEDGER_KINDS.purchase,
        BLIND_BOX_LEDGER_KINDS.purchase,
      ].sort(),
    )
  })
})

describe('the real-name check', () => {
  it('refuses a malformed number and a name that does not match, then verifies an adult', async () => {
    const user = await t.user({ identity: 'none' })
    expect((await verify(t, user, '张三', '110101199001011235')).errorMsg).toBe(SPENDING_MESSAGES.idInvalid.message)
    const mismatch = await verify(t, user, DEV_MISMATCH_NAME, testIdNumber('19900101', 1))
    expect(mismatch.errorMsg).toBe(SPENDING_MESSAGES.mismatch.message)
    const refused = await t.call<SpendingState>('/user/spending', { token: user.token })
    expect(refused.result?.identity).toMatchObject({ status: 'refused', adult: null, attemptsLeft: 4 })
    expect(refused.result?.maySpend).toBe(false)
    // A local run's development provider offers a number the form shows (a first look can try everything).
    expect(birthDateOfId(refused.result?.sampleIdNumber ?? '')).toBe('1990-01-01')
    const passed = await verify(t, user, '张三', testIdNumber('19900101', 1))
    expect(passed.result).toMatchObject({
      maySpend: true,
      identity: { status: 'verified', nameMasked: '张*', adult: true },
    })
    expect(passed.result?.identity.idMasked).toMatch(/^1101\*{10}\d{3}[\dX]$/)
    expect(passed.result?.sampleIdNumber).toBeNull()
    // The whole number is kept nowhere the user area reads.
    expect(JSON.stringify(passed)).not.toContain(testIdNumber('19900101', 1))
    expect((await verify(t, user, '张三', testIdNumber('19900101', 1))).errorMsg).toBe(
      SPENDING_MESSAGES.alreadyVerified.message,
    )
  })

  it('gives five tries a day, however many are sent at once', async () => {
    const user = await t.user({ identity: 'none' })
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => verify(t, user, DEV_MISMATCH_NAME, testIdNumber('19900101', 100 + i))),
    )
    expect(answers.filter((a) => a.errorMsg === SPENDING_MESSAGES.mismatch.message)).toHaveLength(5)
    expect(answers.filter((a) => a.errorMsg === SPENDING_MESSAGES.tooManyAttempts.message)).toHaveLength(7)
    t.clock.advance(24 * 3_600_000)
    expect((await verify(t, user, '张三', testIdNumber('19900101', 100))).status).toBe('success')
    t.clock.advance(-24 * 3_600_000)
  })

  it('lets one card verify three accounts, not a fourth', async () => {
    const card = testIdNumber('19850505', 7)
    for (let i = 0; i < 3; i++)
      expect((await verify(t, await t.user({ identity: 'none' }), '李四', card)).status).toBe('success')
    expect((await verify(t, await t.user({ identity: 'none' }), '李四', card)).errorMsg).toBe(
      SPENDING_MESSAGES.identityTaken.message,
    )
  })
})

describe('who may spend', () => {
  it('is a verified adult: a minor and an unchecked account can neither recharge nor gift', async () => {
    const roomId = await liveRoom(t)
    const minor = await t.user({ gold: 50, identity: 'none' })
    const year = new Date(t.clock.now()).getUTCFullYear() - 12
    const verified = await verify(t, minor, '王小明', testIdNumber(`${year}0601`, 3))
    expect(verified.result).toMatchObject({ maySpend: false, identity: { status: 'verified', adult: false } })
    const unchecked = await t.user({ gold: 50, identity: 'none' })
    for (const [user, message] of [
      [minor, SPENDING_MESSAGES.minor],
      [unchecked, SPENDING_MESSAGES.realNameRequired],
    ] as const) {
      const recharge = await t.call('/orderpay/payByAlipay', {
        token: user.token,
        body: { packageId: 'coins-300', requestId: `recharge-${user.uid}` },
      })
      expect(recharge).toMatchObject({ code: 403, errorMsg: message.message })
      expect((await gift(t, user, roomId, 'heart', `gift-of-${user.uid}`)).errorMsg).toBe(message.message)
    }
  })

  it('within the day and the month, exactly, however many spends race', async () => {
    const roomId = await liveRoom(t)
    const spender = await t.user({ gold: 1000 })
    // 30 ten-coin gifts at once against a 100-coin day: exactly 10 pass.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => gift(t, spender, roomId, 'trophy', `race-${spender.uid}-${i}`)),
    )
    expect(answers.filter((a) => a.status === 'success')).toHaveLength(10)
    expect(answers.filter((a) => a.errorMsg === SPENDING_MESSAGES.dailyLimit.message)).toHaveLength(20)
    const today = await t.call<SpendingState>('/user/spending', { token: spender.token })
    expect(today.result).toMatchObject({ limits: { daily: 100, monthly: 250 }, spent: { today: 100, month: 100 } })
    // The next Beijing days: 100 and 50 more reach the 250-coin month.
    t.clock.advance(24 * 3_600_000)
    for (let i = 0; i < 10; i++) expect((await gift(t, spender, roomId, 'trophy', `day-two-${i}`)).errorMsg).toBeNull()
    t.clock.advance(24 * 3_600_000)
    for (let i = 0; i < 5; i++) expect((await gift(t, spender, roomId, 'trophy', `day-three-${i}`)).errorMsg).toBeNull()
    expect((await gift(t, spender, roomId, 'trophy', 'day-three-over')).errorMsg).toBe(
      SPENDING_MESSAGES.monthlyLimit.message,
    )
    t.clock.advance(-2 * 24 * 3_600_000)
  })

  it('is anyone with coins under GIFTING_RULES=off', async () => {
    const roomId = await liveRoom(off)
    const unchecked = await off.user({ gold: 50, identity: 'none' })
    expect((await gift(off, unchecked, roomId, 'heart', 'off-rules-1')).status).toBe('success')
    const state = await off.call<SpendingState>('/user/spending', { token: unchecked.token })
    expect(state.result).toMatchObject({ mode: 'off', maySpend: true })
  })
})

describe("registration's bonus", () => {
  it('is spent first by gifts, so what is left of it shrinks', async () => {
    const roomId = await liveRoom(t)
    const newcomer = await t.user()
    await database.db.transaction((tx) =>
      move(tx, { userId: newcomer.uid, amount: 200, kind: BONUS_KIND, details: 'bonus', idempotencyKey: 'b', at: 1 }),
    )
    expect(await unspentBonus(database.db, newcomer.uid)).toBe(200)
    expect((await gift(t, newcomer, roomId, 'car', 'bonus-first-1')).status).toBe('success')
    expect(await unspentBonus(database.db, newcomer.uid)).toBe(150)
  })
})
