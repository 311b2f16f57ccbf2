import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BlindBox, BoxStanding, Draw, DrawResult } from '../../../protocol/blindbox'
import type { Redemption } from '../../../protocol/mall'
import { users } from '../../auth/tables'
import type { BoxSpec } from '../../blindbox/catalogue'
import { drawBox, storeBuiltInBoxes } from '../../blindbox/store'
import { blindBoxDraws, blindBoxProgress, userBadges } from '../../blindbox/tables'
import { coinLedger } from '../../ledger/tables'
import { storeBuiltInProducts } from '../../mall/store'
import { mallOrders, mallProducts } from '../../mall/tables'
import { openTestDatabase, type TestDatabase } from '../../test-support/database'
import { type LiveTestApp, startLiveTestApp, type TestUser } from '../../test-support/live-app'

/** The odds are the subject here, not who may spend: drawn directly, with the spending rules off. */
const SPENDING_OFF = { mode: 'off', dailyCoins: 0, monthlyCoins: 0 } as const

let database: TestDatabase
let t: LiveTestApp
let admin: TestUser
let boxes: BlindBox[]

/** A box of the tests only: three prizes, a high cap, so the audit has draws to judge. */
const auditBox = (oddsBp: [number, number, number]): BoxSpec => ({
  slug: 'audit-test',
  name: '审计测试盒',
  intro: '测试',
  price: 1,
  dailyCap: 10_000,
  guaranteeAfter: null,
  prizes: [
    { name: '1金币', kind: 'coins', coins: 1, oddsBp: oddsBp[0], top: false },
    { name: '2金币', kind: 'coins', coins: 2, oddsBp: oddsBp[1], top: false },
    { name: '3金币', kind: 'coins', coins: 3, oddsBp: oddsBp[2], top: true },
  ],
})

beforeAll(async () => {
  database = await openTestDatabase()
  t = await startLiveTestApp(database.db)
  expect(await storeBuiltInProducts(database.db, t.clock.now())).toBe(6)
  expect(await storeBuiltInBoxes(database.db, t.clock.now())).toBe(2)
  expect(await storeBuiltInBoxes(database.db, t.clock.now())).toBe(0)
  admin = await t.user({ roles: ['admin'] })
  boxes = (await t.call<{ list: BlindBox[] }>('/blindBox/list')).result?.list ?? []
}, 60_000)
afterAll(async () => {
  await t.close()
  await database.close()
})

const boxNamed = (name: string) => {
  const box = boxes.find((b) => b.name === name)
  if (!box) throw new Error(`no box ${name}`)
  return box
}
const draw = (user: TestUser, boxId: number, requestId: string) =>
  t.call<DrawResult>('/blindBox/draw', { token: user.token, body: { boxId, requestId } })

async function gold(uid: number): Promise<number> {
  const [row] = await database.db.select({ gold: users.gold }).from(users).where(eq(users.id, uid))
  return row?.gold ?? -1
}

async function ledgerOf(uid: number) {
  return database.db.select().from(coinLedger).where(eq(coinLedger.userId, uid))
}

/** Every user's balance is the sum of their ledger. */
async function expectLedgerSumsMatchBalances() {
  const rows = await database.db
    .select({ id: users.id, gold: users.gold, sum: sql<string>`coalesce(sum(${coinLedger.change}), 0)` })
    .from(users)
    .leftJoin(coinLedger, eq(coinLedger.userId, users.id))
    .groupBy(users.id, users.gold)
  for (const row of rows) expect(Number(row.sum), `user ${row.id}`).toBe(row.gold)
}

describe('blind boxes', () => {
  it('publishes each box with its price, cap, guarantee and odds adding up to 100%', async () => {
    expect(boxes.map((b) => [b.name, b.price, b.dailyCap, b.guaranteeAfter, b.oddsVersion])).toEqual([
      ['幸运盲盒', 30, 20, null, 1],
      ['冠军盲盒', 100, 10, 10, 1],
    ])
    for (const box of boxes) {
      expect(box.prizes.reduce((sum, p) => sum + p.oddsBp, 0)).toBe(10_000)
      expect(box.prizes.some((p) => p.top)).toBe(true)
      expect(new Set(box.prizes.map((p) => p.kind))).toEqual(new Set(['coins', 'mallItem', 'badge']))
    }
    const champion = boxNamed('冠军盲盒')
    expect((await t.call<BlindBox>('/blindBox/detail', { query: { boxId: champion.id } })).result).toEqual(champion)
    expect(await t.call('/blindBox/detail', { query: { boxId: 9999 } })).toMatchObject({
      code: 404,
      errorMsg: '盲盒不存在或已下架',
    })
  })

  it('debits the price and credits coin prizes through the ledger, once per draw, with readable coin details', async () => {
    const buyer = await t.user({ gold: 1000 })
    const lucky = boxNamed('幸运盲盒')
    const answers: DrawResult[] = []
    for (let i = 0; i < lucky.dailyCap; i += 1) {
      const answer = await draw(buyer, lucky.id, `ledger-draw-${i}`)
      expect(answer.status, answer.errorMsg ?? '').toBe('success')
      if (answer.result) answers.push(answer.result)
    }
    const won = answers.reduce((sum, a) => sum + a.draw.coinsWon, 0)
    expect(await gold(buyer.uid)).toBe(1000 - lucky.dailyCap * lucky.price + won)
    expect(answers.at(-1)?.balance).toBe(await gold(buyer.uid))
    expect(answers.at(-1)?.standing).toMatchObject({ boxId: lucky.id, drawnToday: 20, dailyLeft: 0 })
    const ledger = await ledgerOf(buyer.uid)
    for (const { draw: d } of answers) {
      expect(d).toMatchObject({ box: { id: lucky.id }, oddsVersion: 1, coinsPaid: 30, guaranteed: false })
      const debit = ledger.filter((row) => row.idempotencyKey === `blindbox:${d.drawId}`)
      expect(debit.map((row) => [row.change, row.kind])).toEqual([[-30, 'blindBoxPurchase']])
      const credit = ledger.filter((row) => row.idempotencyKey === `blindbox-prize:${d.drawId}`)
      expect(credit.map((row) => row.change)).toEqual(d.coinsWon > 0 ? [d.coinsWon] : [])
      const prize = lucky.prizes.find((p) => p.id === d.prize.id)
      expect(d.coinsWon).toBe(prize?.kind === 'coins' || d.substituted ? prize?.coins : 0)
    }
    const badgeDraws = answers.filter((a) => a.draw.prize.kind === 'badge').length
    const mine = await t.call<{ boxes: BoxStanding[]; badges: { count: number }[] }>('/blindBox/mine', {
      token: buyer.token,
    })
    expect(mine.result?.badges.reduce((sum, b) => sum + b.count, 0)).toBe(badgeDraws)
    expect(mine.result?.boxes.find((b) => b.boxId === lucky.id)).toMatchObject({ dailyLeft: 0, guaranteeLeft: null })

    const details = await t.call<{ list: { kind: string; details: string }[] }>('/user/userGold', {
      token: buyer.token,
      query: { pageSize: 100 },
    })
    const texts = new Set(details.result?.list.filter((r) => r.kind.startsWith('blindBox')).map((r) => r.details))
    expect(texts.has('购买盲盒')).toBe(true)
    for (const text of texts) expect(['购买盲盒', '盲盒奖励金币', '盲盒奖品已兑完，折算为金币']).toContain(text)

    const history = await t.call<{ list: Draw[]; total: number }>('/blindBox/myDraws', { token: buyer.token })
    expect(history.result?.total).toBe(20)
    expect(history.result?.list.map((d) => d.drawId)).toEqual(answers.map((a) => a.draw.drawId).reverse())
    const second = await t.call<{ list: Draw[] }>('/blindBox/myDraws', { token: buyer.token, query: { pageIndex: 2 } })
    expect(second.result?.list).toEqual([])
    await expectLedgerSumsMatchBalances()
  })

  it('answers a retried request with its first draw and moves the coins once', async () => {
    const buyer = await t.user({ gold: 500 })
    const champion = boxNamed('冠军盲盒')
    const first = await draw(buyer, champion.id, 'retried-request')
    const retries = await Promise.all([1, 2, 3, 4].map(() => draw(buyer, champion.id, 'retried-request')))
    for (const retry of retries) expect(retry.result?.draw).toEqual(first.result?.draw)
    expect(await gold(buyer.uid)).toBe(500 - 100 + (first.result?.draw.coinsWon ?? 0))
    const rows = await database.db.select().from(blindBoxDraws).where(eq(blindBoxDraws.userId, buyer.uid))
    expect(rows).toHaveLength(1)
    const debits = (await ledgerOf(buyer.uid)).filter((row) => row.kind === 'blindBoxPurchase')
    expect(debits).toHaveLength(1)
  })

  it('lets exactly the daily cap of 100 concurrent draws through, and opens again on the next China-time day', async () => {
    const lucky = boxNamed('幸运盲盒')
    const buyer = await t.user({ gold: 100 * lucky.price })
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => draw(buyer, lucky.id, `crowd-draw-${i}`)))
    expect(answers.filter((a) => a.status === 'success')).toHaveLength(lucky.dailyCap)
    const refused = answers.filter((a) => a.status === 'fail')
    expect(refused).toHaveLength(100 - lucky.dailyCap)
    for (const answer of refused)
      expect(answer).toMatchObject({ code: 409, errorMsg: '今日购买次数已达上限，明天再来吧' })
    const rows = await database.db.select().from(blindBoxDraws).where(eq(blindBoxDraws.userId, buyer.uid))
    expect(rows).toHaveLength(lucky.dailyCap)
    const ledger = await ledgerOf(buyer.uid)
    expect(ledger.filter((row) => row.kind === 'blindBoxPurchase')).toHaveLength(lucky.dailyCap)
    expect(ledger.reduce((sum, row) => sum + row.change, 0)).toBe(await gold(buyer.uid))

    // The test clock starts at 12:00 in Shanghai: 23:59:59.999 is the same day, a millisecond later the next.
    const noon = t.clock.now()
    t.clock.advance(12 * 3600_000 - 1)
    expect((await draw(buyer, lucky.id, 'late-evening')).errorMsg).toBe('今日购买次数已达上限，明天再来吧')
    t.clock.advance(1)
    expect((await draw(buyer, lucky.id, 'after-midnight')).status).toBe('success')
    expect(t.clock.now() - noon).toBe(12 * 3600_000)
    await expectLedgerSumsMatchBalances()
  }, 60_000)

  it('refuses a draw the balance cannot pay, moving nothing', async () => {
    const poor = await t.user({ gold: 99 })
    const champion = boxNamed('冠军盲盒')
    const answer = await draw(poor, champion.id, 'poor-request')
    expect(answer).toMatchObject({ status: 'fail', code: 402, errorMsg: '金币不足，请先充值' })
    expect(await gold(poor.uid)).toBe(99)
    expect(await ledgerOf(poor.uid)).toHaveLength(1)
    expect(await database.db.select().from(blindBoxDraws).where(eq(blindBoxDraws.userId, poor.uid))).toEqual([])
    expect(await database.db.select().from(blindBoxProgress).where(eq(blindBoxProgress.userId, poor.uid))).toEqual([])
    const visitor = await t.call('/blindBox/draw', { body: { boxId: champion.id, requestId: 'visitor-1' } })
    expect(visitor.status).toBe('fail')
    expect((await draw(poor, 9999, 'no-such-box')).errorMsg).toBe('盲盒不存在或已下架')
    expect((await draw(poor, champion.id, 'short')).errorMsg).toBe('请求编号不正确，请刷新页面后重试')
    const bad = await t.call('/blindBox/draw', { token: poor.token, body: { boxId: 'x', requestId: 'bad-input-1' } })
    expect(bad).toMatchObject({ code: 400, errorMsg: '请求参数不正确' })
  })

  it('guarantees a top prize on the 10th draw without one, and counts down to it', async () => {
    const champion = boxNamed('冠军盲盒')
    const buyer = await t.user({ gold: 10_000 })
    const mine = () =>
      t
        .call<{ boxes: BoxStanding[] }>('/blindBox/mine', { token: buyer.token })
        .then((a) => a.result?.boxes.find((b) => b.boxId === champion.id)?.guaranteeLeft)
    expect(await mine()).toBe(10)
    let sinceTop = 0
    for (let i = 0; i < champion.dailyCap; i += 1) {
      const answer = await draw(buyer, champion.id, `pity-draw-${i}`)
      const d = answer.result?.draw
      if (!d) throw new Error(answer.errorMsg ?? 'no draw')
      expect(d.guaranteed).toBe(sinceTop === 9)
      sinceTop = d.prize.top ? 0 : sinceTop + 1
      expect(answer.result?.standing.guaranteeLeft).toBe(10 - sinceTop)
    }
    // Nine draws without a top prize behind: the next is the guarantee, whatever the RNG says.
    t.clock.advance(24 * 3600_000)
    await database.db
      .update(blindBoxProgress)
      .set({ sinceTop: 9 })
      .where(and(eq(blindBoxProgress.userId, buyer.uid), eq(blindBoxProgress.boxId, champion.id)))
    expect(await mine()).toBe(1)
    const { draw: forced } = await drawBox(
      database.db,
      { userId: buyer.uid, boxId: champion.id, requestId: 'forced-1' },
      SPENDING_OFF,
      t.clock.now(),
      () => 0,
    )
    expect(forced.guaranteed).toBe(true)
    expect(champion.prizes.find((p) => p.id === forced.prizeId)?.top).toBe(true)
    expect(await mine()).toBe(10)
  })

  it('turns a mall item into a redemption order staff fulfil, or its value in coins when it is out', async () => {
    const lucky = boxNamed('幸运盲盒')
    const card = lucky.prizes.find((p) => p.kind === 'mallItem')
    if (!card) throw new Error('no mall item prize')
    const buyer = await t.user({ gold: 100 })
    const [product] = await database.db.select().from(mallProducts).where(eq(mallProducts.slug, 'phone-credit-10'))
    // 9999 lands on the last prize of the lucky box, the phone credit card.
    const won = await drawBox(
      database.db,
      { userId: buyer.uid, boxId: lucky.id, requestId: 'card-1' },
      SPENDING_OFF,
      t.clock.now(),
      () => 9999,
    )
    expect(won.draw).toMatchObject({ prizeId: card.id, coinsWon: 0, substituted: false })
    const [order] = await database.db.select().from(mallOrders).where(eq(mallOrders.userId, buyer.uid))
    expect(order).toMatchObject({
      id: won.draw.mallOrderId,
      coins: 0,
      quantity: 1,
      status: 'inProgress',
      note: '盲盒奖品',
    })
    const [after] = await database.db.select().from(mallProducts).where(eq(mallProducts.slug, 'phone-credit-10'))
    expect(after?.inventory).toBe((product?.inventory ?? 0) - 1)
    const redeemed = await t.call<Redemption>('/mall/admin/order', {
      token: admin.token,
      body: { orderId: order?.id, action: 'redeem', number: 'CARD-BOX-0001' },
    })
    expect(redeemed.result).toMatchObject({ status: 'redeemed', cardNo: 'CARD-BOX-0001', coins: 0 })
    const orders = await t.call<{ list: Redemption[] }>('/mall/orders', { token: buyer.token })
    expect(orders.result?.list[0]).toMatchObject({ product: { name: '10元话费充值卡' }, cardNo: 'CARD-BOX-0001' })

    await database.db.update(mallProducts).set({ inventory: 0 }).where(eq(mallProducts.slug, 'phone-credit-10'))
    const out = await drawBox(
      database.db,
      { userId: buyer.uid, boxId: lucky.id, requestId: 'card-2' },
      SPENDING_OFF,
      t.clock.now(),
      () => 9999,
    )
    expect(out.draw).toMatchObject({ prizeId: card.id, coinsWon: card.coins, substituted: true, mallOrderId: null })
    const credit = (await ledgerOf(buyer.uid)).find((row) => row.idempotencyKey === `blindbox-prize:${out.draw.id}`)
    expect(credit).toMatchObject({ change: 120, details: 'ledger.blindBox.itemSubstituted' })
    expect(await gold(buyer.uid)).toBe(100 - 30 - 30 + 120)

    // A badge prize: 8000 lands on 幸运星 (its range is 8000–9499); winning it again counts up.
    for (const requestId of ['badge-1', 'badge-2'])
      await drawBox(
        database.db,
        { userId: buyer.uid, boxId: lucky.id, requestId },
        SPENDING_OFF,
        t.clock.now(),
        () => 8000,
      )
    const badges = await database.db.select().from(userBadges).where(eq(userBadges.userId, buyer.uid))
    expect(badges.map((b) => [b.slug, b.name, b.count])).toEqual([['lucky-star', '幸运星徽章', 2]])
    await expectLedgerSumsMatchBalances()
  })

  it('audits each odds version for administrators only: observed against published, with the chi-square test', async () => {
    const someone = await t.user()
    expect((await t.call('/blindBox/audit', { token: someone.token })).code).toBe(403)
    expect((await t.call('/blindBox/audit')).status).toBe('fail')

    expect(await storeBuiltInBoxes(database.db, t.clock.now(), [auditBox([5000, 3000, 2000])])).toBe(1)
    const [box] =
      (await t.call<{ list: BlindBox[] }>('/blindBox/list')).result?.list.filter((b) => b.name === '审计测试盒') ?? []
    if (!box) throw new Error('audit box not listed')
    const player = await t.user({ gold: 100_000 })
    // An honest source that steps through [0, 10000) evenly: the shares come out exactly as published.
    let k = 0
    const even = (max: number) => (k++ * 20) % max
    for (let i = 0; i < 500; i += 1)
      await drawBox(
        database.db,
        { userId: player.uid, boxId: box.id, requestId: `even-${i}` },
        SPENDING_OFF,
        t.clock.now(),
        even,
      )
    // New odds publish version 2; the few draws under it cannot be judged yet.
    expect(await storeBuiltInBoxes(database.db, t.clock.now(), [auditBox([6000, 3000, 1000])])).toBe(1)
    for (let i = 0; i < 3; i += 1)
      await drawBox(
        database.db,
        { userId: player.uid, boxId: box.id, requestId: `v2-${i}` },
        SPENDING_OFF,
        t.clock.now(),
        even,
      )

    type Audit = { alpha: number; list: import('../../../protocol/blindbox').AuditVersion[] }
    const audit = (await t.call<Audit>('/blindBox/audit', { token: admin.token })).result
    expect(audit?.alpha).toBe(0.001)
    const versions = audit?.list.filter((v) => v.boxId === box.id) ?? []
    expect(versions.map((v) => [v.oddsVersion, v.current, v.draws, v.verdict])).toEqual([
      [2, true, 3, 'insufficient'],
      [1, false, 500, 'pass'],
    ])
    const v1 = versions[1]
    expect(v1?.prizes.map((p) => [p.oddsBp, p.draws, p.observedShare, p.expected])).toEqual([
      [5000, 250, 0.5, 250],
      [3000, 150, 0.3, 150],
      [2000, 100, 0.2, 100],
    ])
    expect(v1).toMatchObject({ chiSquare: 0, degreesOfFreedom: 2, pValue: 1, guaranteedDraws: 0, guaranteesTop: true })

    // A rigged record (every draw the cheapest prize) fails the test.
    const cheapest = versions[0]?.prizes[0]?.prizeId ?? 0
    await database.db.insert(blindBoxDraws).values(
      Array.from({ length: 100 }, (_, i) => ({
        userId: player.uid,
        boxId: box.id,
        oddsVersion: 2,
        prizeId: cheapest,
        guaranteed: false,
        coinsPaid: 1,
        coinsWon: 1,
        requestId: `rigged-${i}`,
        at: t.clock.now(),
      })),
    )
    const rigged = (await t.call<Audit>('/blindBox/audit', { token: admin.token })).result?.list.find(
      (v) => v.boxId === box.id && v.oddsVersion === 2,
    )
    expect(rigged?.verdict).toBe('fail')
    expect(rigged?.pValue).toBeLessThan(0.001)
    const lucky = audit?.list.find((v) => v.boxName === '幸运盲盒' && v.current)
    expect(lucky?.draws).toBeGreaterThan(0)
  }, 60_000)
})
