import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product, Redemption } from '../../../protocol/mall'
import { MALL_MESSAGES } from '../../../protocol/messages/mall'
import { users } from '../../auth/tables'
import { move } from '../../ledger/ledger'
import { coinLedger } from '../../ledger/tables'
import { auditOf } from '../../mall/read'
import { storeBuiltInProducts } from '../../mall/store'
import { mallProducts } from '../../mall/tables'
import { openTestDatabase, type TestDatabase } from '../../test-support/database'
import { type LiveTestApp, startLiveTestApp, type TestUser } from '../../test-support/live-app'

let database: TestDatabase
let t: LiveTestApp
let admin: TestUser
let products: Product[]

beforeAll(async () => {
  database = await openTestDatabase()
  t = await startLiveTestApp(database.db)
  expect(await storeBuiltInProducts(database.db, t.clock.now())).toBe(6)
  expect(await storeBuiltInProducts(database.db, t.clock.now())).toBe(0)
  admin = await t.user({ roles: ['admin'] })
  products = (await t.call<{ list: Product[] }>('/mall/products')).result?.list ?? []
}, 60_000)
afterAll(async () => {
  await t.close()
  await database.close()
})

const shipping = { recipient: '张三', address: '北京市朝阳区某某路1号', contact: '13800000000' }
const productOf = (category: 'virtual' | 'physical') => {
  const product = products.find((p) => p.category === category)
  if (!product) throw new Error(`no ${category} product`)
  return product
}

async function gold(uid: number): Promise<number> {
  const [row] = await database.db.select({ gold: users.gold }).from(users).where(eq(users.id, uid))
  return row?.gold ?? -1
}

describe('the coin mall', () => {
  it('lists the built-in products, and checks §5 with its messages', async () => {
    expect(products.map((p) => p.category).sort()).toEqual([
      'physical',
      'physical',
      'physical',
      'physical',
      'virtual',
      'virtual',
    ])
    const buyer = await t.user({ gold: 1000 })
    const product = productOf('virtual')
    const redeem = (overrides: Record<string, unknown>) =>
      t.call('/mall/redeem', {
        token: buyer.token,
        body: { productId: product.id, quantity: 1, ...shipping, requestId: `r-${Math.random()}`, ...overrides },
      })
    expect((await redeem({ recipient: '' })).errorMsg).toBe('请填写收货人姓名')
    expect((await redeem({ address: '北京' })).errorMsg).toBe('请填写详细收货地址（5至120个字）')
    expect((await redeem({ contact: '' })).errorMsg).toBe('请填写联系电话或邮箱')
    expect((await redeem({ quantity: 6 })).errorMsg).toBe('兑换数量为1至5件')
    expect((await redeem({ productId: 9999 })).errorMsg).toBe('商品不存在或已下架')
    const poor = await t.user({ gold: 10 })
    const short = await t.call('/mall/redeem', {
      token: poor.token,
      body: { productId: product.id, quantity: 1, ...shipping, requestId: 'poor-request-1' },
    })
    expect(short).toMatchObject({ code: 400, errorMsg: '金币不足，兑换失败' })
    expect(await gold(poor.uid)).toBe(10)
    const [row] = await database.db.select().from(mallProducts).where(eq(mallProducts.id, product.id))
    expect(row?.inventory).toBe(product.inventory)
  })

  it('never oversells: 100 concurrent redemptions of a product with 10 left make exactly 10 orders', async () => {
    const product = productOf('physical')
    await database.db.update(mallProducts).set({ inventory: 10 }).where(eq(mallProducts.id, product.id))
    const buyers = await Promise.all(Array.from({ length: 100 }, () => t.user({ gold: product.price })))
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        t.call('/mall/redeem', {
          token: buyer.token,
          body: { productId: product.id, quantity: 1, ...shipping, requestId: `crowd-${i}-request` },
        }),
      ),
    )
    expect(answers.filter((a) => a.status === 'success')).toHaveLength(10)
    expect(answers.filter((a) => a.errorMsg === '商品库存不足')).toHaveLength(90)
    const [row] = await database.db.select().from(mallProducts).where(eq(mallProducts.id, product.id))
    expect(row?.inventory).toBe(0)
    const [moved] = await database.db
      .select({ n: sql<number>`count(*)::int`, sum: sql<string>`sum(${coinLedger.change})` })
      .from(coinLedger)
      .where(eq(coinLedger.kind, 'mallRedeemed'))
    expect(Number(moved?.n)).toBe(10)
    expect(Number(moved?.sum)).toBe(-10 * product.price)
  }, 120_000)

  it('goes through staff review to redeemed, or is charged back once with the coins and inventory returned', async () => {
    const buyer = await t.user({ gold: 1000 })
    const product = productOf('virtual')
    const body = { productId: product.id, quantity: 2, ...shipping, requestId: 'staff-flow-1' }
    // Twenty retries of one request at once (a flaky line): every one answers the one order, never a 500.
    const tries = await Promise.all(
      Array.from({ length: 20 }, () => t.call<Redemption>('/mall/redeem', { token: buyer.token, body })),
    )
    expect(tries.map((answer) => answer.code)).toEqual(tries.map(() => 200))
    const first = tries[0] ?? (await t.call<Redemption>('/mall/redeem', { token: buyer.token, body }))
    expect(new Set(tries.map((answer) => answer.result?.orderId))).toEqual(new Set([first.result?.orderId]))
    const retried = await t.call<Redemption>('/mall/redeem', { token: buyer.token, body })
    expect(retried.result?.orderId).toBe(first.result?.orderId)
    expect(await gold(buyer.uid)).toBe(1000 - 2 * product.price)
    const orderId = first.result?.orderId
    const act = (action: string, extra: Record<string, string> = {}, token = admin.token) =>
      t.call<Redemption>('/mall/admin/order', { token, body: { orderId, action, ...extra } })
    expect((await act('review', {}, buyer.token)).code).toBe(403)
    expect((await act('review')).result?.status).toBe('review')
    expect((await act('redeem')).errorMsg).toBe('请填写快递单号或卡密')
    const done = await act('redeem', { number: 'CARD-1234-5678' })
    expect(done.result).toMatchObject({ status: 'redeemed', cardNo: 'CARD-1234-5678', trackingNo: null })
    expect((await act('chargeBack', { note: '已发放' })).errorMsg).toBe('订单当前状态不能进行此操作')
    const mine = await t.call<{ list: Redemption[] }>('/mall/orders', { token: buyer.token })
    expect(mine.result?.list[0]).toMatchObject({ orderId, status: 'redeemed', cardNo: 'CARD-1234-5678' })

    const second = await t.call<Redemption>('/mall/redeem', {
      token: buyer.token,
      body: { ...body, quantity: 1, requestId: 'staff-flow-2' },
    })
    const secondId = second.result?.orderId
    const [before] = await database.db.select().from(mallProducts).where(eq(mallProducts.id, product.id))
    const backs = await Promise.all(
      [1, 2, 3].map(() =>
        t.call<Redemption>('/mall/admin/order', {
          token: admin.token,
          body: { orderId: secondId, action: 'chargeBack', note: '缺货' },
        }),
      ),
    )
    expect(backs.filter((b) => b.status === 'success')).toHaveLength(1)
    expect(await gold(buyer.uid)).toBe(1000 - 2 * product.price)
    const [after] = await database.db.select().from(mallProducts).where(eq(mallProducts.id, product.id))
    expect(after?.inventory).toBe((before?.inventory ?? 0) + 1)
    const refunds = await database.db
      .select()
      .from(coinLedger)
      .where(and(eq(coinLedger.userId, buyer.uid), eq(coinLedger.kind, 'mallChargedBack')))
    expect(refunds).toHaveLength(1)
    expect((await auditOf(database.db, orderId ?? 0)).map((e) => e.action)).toEqual(['redeem', 'review', 'redeem'])
  })

  it("never ships physical goods for registration's bonus coins, which still buy virtual ones", async () => {
    // Not the product the oversell test sold out.
    const physical = products.filter((p) => p.category === 'physical')[1] ?? productOf('physical')
    const virtual = productOf('virtual')
    const newcomer = await t.user()
    const credit = (amount: number, kind: string, key: string) =>
      database.db.transaction((tx) =>
        move(tx, { userId: newcomer.uid, amount, kind, details: 'test', idempotencyKey: key, at: 1 }),
      )
    await credit(physical.price, 'newUserBonus', 'new-user-bonus')
    const body = (requestId: string, productId: number) => ({ productId, quantity: 1, ...shipping, requestId })
    const refused = await t.call('/mall/redeem', { token: newcomer.token, body: body('bonus-goods-1', physical.id) })
    expect(refused).toMatchObject({ code: 400, errorMsg: MALL_MESSAGES.bonusNotForGoods.message })
    expect(await gold(newcomer.uid)).toBe(physical.price)
    // Bought coins pay for goods; what is left of the bonus is set aside.
    await credit(physical.price - 1, 'recharge', 'recharge:test-1')
    expect(
      (await t.call('/mall/redeem', { token: newcomer.token, body: body('bonus-goods-2', physical.id) })).code,
    ).toBe(400)
    await credit(1, 'recharge', 'recharge:test-2')
    const shipped = await t.call('/mall/redeem', { token: newcomer.token, body: body('bonus-goods-3', physical.id) })
    expect(shipped.status).toBe('success')
    // The bonus itself still buys a virtual product.
    const card = await t.call('/mall/redeem', { token: newcomer.token, body: body('bonus-virtual-1', virtual.id) })
    expect(card.status).toBe('success')
  })
})
