import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Envelope } from '../../protocol/envelope'
import type { RechargeOrder } from '../../protocol/payments'
import { buildApp } from '../app'
import { recordVerifiedIdentity } from '../auth/identity'
import { createSession } from '../auth/sessions'
import { users } from '../auth/tables'
import { loadConfig } from '../config'
import { coinLedger } from '../ledger/tables'
import { NOTIFY_PATH, RETURN_PATH } from '../routes/payments/provider-routes'
import { type AccountServices, createAccountServices } from '../routes/services'
import { testClock } from '../test-support/auth-client'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { orderRow } from './orders'
import type { DevCashier } from './provider'
import { reconcile } from './recharge'

let database: TestDatabase
let app: FastifyInstance
let services: AccountServices
let cashier: DevCashier
const clock = testClock(Date.UTC(2026, 10, 25, 4))
let usersMade = 0

beforeAll(async () => {
  database = await openTestDatabase()
  const config = loadConfig({ NODE_ENV: 'test', STATIC_DIR: mkdtempSync(join(tmpdir(), 'scorecast-static-')) })
  services = createAccountServices(config, clock.now)
  cashier = services.payments as DevCashier
  app = await buildApp({ db: database.db, config, log: pino({ level: 'silent' }), accounts: services })
}, 60_000)
afterAll(async () => {
  await app.close()
  await database.close()
})

async function user(): Promise<{ uid: number; token: string }> {
  usersMade++
  const [row] = await database.db
    .insert(users)
    .values({
      mobile: `137${String(usersMade).padStart(8, '0')}`,
      username: `充值${usersMade}`,
      createdAt: clock.now(),
    })
    .returning({ id: users.id })
  if (!row) throw new Error('no user')
  await recordVerifiedIdentity(database.db, row.id, '1990-01-01', clock.now())
  return { uid: row.id, token: (await createSession(database.db, row.id, clock.now())).token }
}

async function call<T>(token: string, method: 'GET' | 'POST', path: string, input: Record<string, string> = {}) {
  const response = await app.inject({
    method,
    url: `/java${path}`,
    headers: { systype: 'PC', token },
    ...(method === 'GET' ? { query: input } : { payload: input }),
  })
  return response.json<Envelope<T>>()
}

async function gold(uid: number): Promise<number> {
  const [row] = await database.db.select({ gold: users.gold }).from(users).where(eq(users.id, uid))
  return row?.gold ?? -1
}

/** Orders a package and opens the development cashier as the browser would; the order id. */
async function openCashier(token: string, packageId = 'coins-300', requestId = `req-${Math.random()}`) {
  const paid = await call<{ order: RechargeOrder; payUrl: string }>(token, 'POST', '/orderpay/payByAlipay', {
    packageId,
    requestId,
  })
  if (!paid.result) throw new Error(`payByAlipay failed: ${paid.errorMsg}`)
  const url = new URL(paid.result.payUrl)
  expect(url.pathname).toBe('/java/dev/alipay/gateway')
  const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })
  expect(page.statusCode).toBe(200)
  expect(page.body).toContain(paid.result.order.orderId)
  // The cashier says what it is (it once called itself a sign-in page).
  expect(page.body).toContain('no real payment is taken')
  expect(page.body).not.toContain('sign-in')
  return paid.result.order
}

const notify = (body: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: NOTIFY_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  })

describe('coin recharge through the development cashier', () => {
  it('lists the packages with server prices', async () => {
    const list = await call<{ list: { id: string; price: string }[]; available: boolean }>(
      '',
      'GET',
      '/orderpay/gold/list',
    )
    expect(list.result?.available).toBe(true)
    expect(list.result?.list.find((p) => p.id === 'coins-300')).toMatchObject({ price: '30.00', coins: 300, bonus: 30 })
  })

  it('credits a paid order exactly once, however often the notification comes, and the return after it', async () => {
    const buyer = await user()
    const order = await openCashier(buyer.token)
    const paid = cashier.pay(order.orderId, clock.now())
    if (!paid) throw new Error('not paid')
    for (let i = 0; i < 3; i++) expect((await notify(paid.notify)).body).toBe('success')
    const back = await app.inject({ method: 'GET', url: `${RETURN_PATH}${new URL(paid.returnUrl).search}` })
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toContain(`recharge=${order.orderId}`)
    expect(await gold(buyer.uid)).toBe(330)
    const rows = await database.db
      .select()
      .from(coinLedger)
      .where(and(eq(coinLedger.userId, buyer.uid), eq(coinLedger.kind, 'recharge')))
    expect(rows).toHaveLength(1)
    expect(
      (await call<RechargeOrder>(buyer.token, 'GET', '/orderpay/order', { orderId: order.orderId })).result?.status,
    ).toBe('credited')
  })

  it('rejects a forged signature, another amount and an unknown order, moving nothing', async () => {
    const buyer = await user()
    const order = await openCashier(buyer.token)
    const paid = cashier.pay(order.orderId, clock.now())
    if (!paid) throw new Error('not paid')
    expect((await notify({ ...paid.notify, total_amount: '0.01' })).body).toBe('failure')
    // Another first character (replacing it with a fixed one would leave a signature that began with it intact).
    const sign = paid.notify.sign ?? ''
    const forged = `${sign.startsWith('A') ? 'B' : 'A'}${sign.slice(1)}`
    expect((await notify({ ...paid.notify, sign: forged })).body).toBe('failure')
    expect((await notify({ ...paid.notify, out_trade_no: 'R20261125nope' })).body).toBe('failure')
    expect(await gold(buyer.uid)).toBe(0)
    expect((await orderRow(database.db, order.orderId))?.status).toBe('paying')
  })

  it('credits on the return when the notification never came (the cashier is asked)', async () => {
    const buyer = await user()
    const order = await openCashier(buyer.token)
    const paid = cashier.pay(order.orderId, clock.now())
    if (!paid) throw new Error('not paid')
    await app.inject({ method: 'GET', url: `${RETURN_PATH}${new URL(paid.returnUrl).search}` })
    expect(await gold(buyer.uid)).toBe(330)
    expect((await notify(paid.notify)).body).toBe('success')
    expect(await gold(buyer.uid)).toBe(330)
  })

  it('closes a cancelled payment, and reconciles a late notification and an expired order', async () => {
    const buyer = await user()
    const cancelled = await openCashier(buyer.token)
    const back = cashier.cancel(cancelled.orderId)
    if (!back) throw new Error('no return')
    await app.inject({ method: 'GET', url: `${RETURN_PATH}${new URL(back).search}` })
    expect((await orderRow(database.db, cancelled.orderId))?.status).toBe('closed')

    const late = await openCashier(buyer.token, 'coins-60')
    cashier.pay(late.orderId, clock.now())
    const forgotten = await openCashier(buyer.token, 'coins-680')
    clock.advance(2 * 60_000)
    await reconcile(database.db, cashier, clock.now())
    expect((await orderRow(database.db, late.orderId))?.status).toBe('credited')
    expect((await orderRow(database.db, forgotten.orderId))?.status).toBe('paying')
    clock.advance(31 * 60_000)
    await reconcile(database.db, cashier, clock.now())
    expect((await orderRow(database.db, forgotten.orderId))?.status).toBe('closed')
    expect(await gold(buyer.uid)).toBe(60)
    // A cashier page for a closed trade cannot be paid any more.
    expect(cashier.pay(forgotten.orderId, clock.now())).toBeNull()
  })

  it('refuses unknown packages and other users’ orders', async () => {
    const buyer = await user()
    expect(
      (await call(buyer.token, 'POST', '/orderpay/payByAlipay', { packageId: 'coins-1', requestId: 'req-unknown-1' }))
        .errorMsg,
    ).toBe('充值套餐不存在')
    const order = await openCashier(buyer.token)
    const other = await user()
    expect((await call(other.token, 'GET', '/orderpay/order', { orderId: order.orderId })).code).toBe(404)
    const again = await call<{ order: RechargeOrder }>(buyer.token, 'POST', '/orderpay/payByAlipay', {
      packageId: 'coins-300',
      requestId: 'same-request-1',
    })
    const retried = await call<{ order: RechargeOrder }>(buyer.token, 'POST', '/orderpay/payByAlipay', {
      packageId: 'coins-300',
      requestId: 'same-request-1',
    })
    expect(retried.result?.order.orderId).toBe(again.result?.order.orderId)
  })
})
