import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginResult } from '../../../protocol/auth'
import type { ChannelPartner } from '../../../protocol/channel'
import { createSession } from '../../auth/sessions'
import { users } from '../../auth/tables'
import { grantRole } from '../../auth/users'
import { coinLedger } from '../../ledger/tables'
import type { DevCashier } from '../../payments/provider'
import {
  callJava,
  latestSmsCode,
  sendSmsCode,
  servicesOn,
  setCookieValue,
  testClock,
} from '../../test-support/auth-client'
import { openTestDatabase, type TestDatabase } from '../../test-support/database'
import { testIdNumber } from '../../test-support/identity'
import { startTestServer, type TestServer } from '../../test-support/server'
import { NOTIFY_PATH } from '../payments/provider-routes'
import type { AccountServices } from '../services'

let database: TestDatabase
let server: TestServer
let cashier: DevCashier
// 2026-11-25 12:00 in China.
const clock = testClock(Date.UTC(2026, 10, 25, 4))
let admin: { uid: number; token: string }

beforeAll(async () => {
  database = await openTestDatabase()
  const make = servicesOn(clock)
  server = await startTestServer(
    database.db,
    {},
    {
      accounts: (config) => {
        const services: AccountServices = make(config)
        cashier = services.payments as DevCashier
        return services
      },
    },
  )
  admin = await registered('13700009999')
  await grantRole(database.db, admin.uid, 'admin')
}, 60_000)
afterAll(async () => {
  await server.close()
  await database.close()
})

/** Registers a phone through code login, as the login modal does (with the channel of its link, if any). */
/** The channel and signature of a partner's link (the overview names the signature). */
type Link = { channelId: number; ref: string }

async function registered(mobile: string, link?: Link): Promise<{ uid: number; token: string }> {
  const sent = await sendSmsCode(server.url, mobile)
  if (sent.status !== 'success') throw new Error(`send failed: ${sent.errorMsg}`)
  const checkCode = await latestSmsCode(server.url, mobile)
  const login = await callJava<LoginResult>(server.url, '/login/checkCode', {
    body: {
      mobile,
      checkCode,
      ...(link && { promotionChannelId: link.channelId, ...(link.ref && { promotionRef: link.ref }) }),
    },
  })
  const token = setCookieValue(login.response, 'token')
  if (login.status !== 'success' || !token) throw new Error(`login failed: ${login.errorMsg}`)
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile))
  if (!row) throw new Error('no user')
  // A verified adult (GIFTING_RULES): through the development real-name provider, as a user would.
  const verified = await callJava(server.url, '/user/realName', {
    token,
    body: { name: '张三', idNumber: testIdNumber('19900101', Number(mobile.slice(-3))) },
  })
  // A second login of the same phone finds it verified already (409).
  if (verified.status !== 'success' && verified.code !== 409)
    throw new Error(`real-name check failed: ${verified.errorMsg}`)
  return { uid: row.id, token }
}

const get = <T>(token: string, path: string, query: Record<string, string> = {}) =>
  callJava<T>(server.url, path, { token, query })

async function makePartner(mobile: string, sharePercent = 10): Promise<{ uid: number; token: string } & Link> {
  const partner = await registered(mobile)
  // A fresh staff session: some cases move the clock on by days.
  const staff = await createSession(database.db, admin.uid, clock.now())
  const added = await callJava<ChannelPartner>(server.url, '/channel/admin/partner', {
    token: staff.token,
    body: { mobile, name: `渠道${mobile.slice(-4)}`, sharePercent },
  })
  if (!added.result) throw new Error(`add failed: ${added.errorMsg}`)
  const overview = await get<{ ref: string }>(partner.token, '/channel/overview')
  return { ...partner, channelId: added.result.channelId, ref: overview.result?.ref ?? '' }
}

/** Recharges a package through the development cashier; the notification comes `times` times. */
async function recharge(token: string, packageId: string, times = 1): Promise<string> {
  const paid = await callJava<{ order: { orderId: string }; payUrl: string }>(server.url, '/orderpay/payByAlipay', {
    token,
    body: { packageId, requestId: `req-${packageId}-${Math.random()}` },
  })
  const orderId = paid.result?.order.orderId
  if (!orderId) throw new Error(`pay failed: ${paid.errorMsg}`)
  const page = await fetch(
    new URL(`${new URL(paid.result?.payUrl ?? '').pathname}${new URL(paid.result?.payUrl ?? '').search}`, server.url),
  )
  expect(page.status).toBe(200)
  const done = cashier.pay(orderId, clock.now())
  if (!done) throw new Error('cashier refused')
  const form = new URLSearchParams(done.notify).toString()
  const answers = await Promise.all(
    Array.from({ length: times }, () =>
      fetch(`${server.url}${NOTIFY_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      }).then((r) => r.text()),
    ),
  )
  expect(answers.every((a) => a === 'success')).toBe(true)
  return orderId
}

async function commissionRows(uid: number) {
  return database.db
    .select()
    .from(coinLedger)
    .where(and(eq(coinLedger.userId, uid), eq(coinLedger.kind, 'channelCommission')))
}

describe('the channel area', () => {
  it('lets administrators make partners, with the contract’s messages, and nobody else', async () => {
    const someone = await registered('13700000001')
    const add = (token: string, body: Record<string, unknown>) =>
      callJava(server.url, '/channel/admin/partner', { token, body })
    const body = { mobile: '13700000001', name: '好渠道', sharePercent: 10 }
    expect((await add(someone.token, body)).code).toBe(403)
    expect((await add(admin.token, { ...body, sharePercent: 51 })).errorMsg).toBe('分成比例为0至50之间的整数')
    expect((await add(admin.token, { ...body, name: ' ' })).errorMsg).toBe('请填写渠道名称（1至20个字）')
    expect((await add(admin.token, { ...body, mobile: '13700000404' })).errorMsg).toBe('没有使用这个手机号的用户')
    const first = await add(admin.token, body)
    expect(first.status).toBe('success')
    expect((first.result as ChannelPartner).channelId).toBeGreaterThanOrEqual(1001)
    expect((await add(admin.token, body)).errorMsg).toBe('该用户已经是推广渠道')
    // The role came with the channel: the partner's calls answer.
    const overview = await get<{ partner: ChannelPartner }>(someone.token, '/channel/overview')
    expect(overview.result?.partner).toMatchObject({ name: '好渠道', sharePercent: 10 })
  })

  it('refuses users without the role, and a role without a channel', async () => {
    const plain = await registered('13700000002')
    expect((await get(plain.token, '/channel/overview')).code).toBe(403)
    const roleOnly = await registered('13700000003')
    await grantRole(database.db, roleOnly.uid, 'channelPartner')
    const refused = await get(roleOnly.token, '/channel/user')
    expect(refused.code).toBe(403)
    expect(refused.errorMsg).toBe('你还不是推广渠道，请联系客服开通')
  })

  it('attributes registrations through a link, pays the share of their recharges once, and counts them', async () => {
    const partner = await makePartner('13700000010', 10)
    const other = await makePartner('13700000011', 20)
    const brought = await registered('13700000012', partner)
    // A made-up signature, or none, credits nobody (channel ids are sequential: anyone can name one).
    await registered('13700000014', { channelId: partner.channelId, ref: 'A'.repeat(22) })
    await registered('13700000015', { channelId: partner.channelId, ref: '' })
    await registered('13700000013')
    // A user who registered already keeps their channel: a later login through another link changes nothing.
    clock.advance(61_000)
    await registered('13700000012', other)

    const listed = await get<{ list: { mobile: string; active: boolean; rechargeCents: number }[]; total: number }>(
      partner.token,
      '/channel/user',
    )
    expect(listed.result?.total).toBe(1)
    expect(listed.result?.list[0]).toMatchObject({ mobile: '137****0012', active: true, rechargeCents: 0 })
    expect((await get<{ total: number }>(other.token, '/channel/user')).result?.total).toBe(0)

    // The notification arrives five times at once: one credit, one commission of 10 % of 300 coins.
    const orderId = await recharge(brought.token, 'coins-300', 5)
    const rows = await commissionRows(partner.uid)
    expect(rows.map((r) => r.change)).toEqual([30])
    expect((await commissionRows(other.uid)).length).toBe(0)

    const gold = await get<{
      list: { orderId: string; coins: number; rechargeCents: number }[]
      commissionCoins: number
    }>(partner.token, '/channel/gold')
    expect(gold.result?.list).toEqual([expect.objectContaining({ orderId, coins: 30, rechargeCents: 3000 })])
    expect(gold.result?.commissionCoins).toBe(30)
    const water = await get<{ list: { change: number; details: string }[] }>(partner.token, '/channel/water')
    expect(water.result?.list).toEqual([expect.objectContaining({ change: 30, details: '推广渠道佣金' })])

    const stats = await get<{
      list: { day: string; registrations: number; active: number; recharges: number; rechargeCents: number }[]
    }>(partner.token, '/channel/statistical', { days: '7' })
    expect(stats.result?.list).toHaveLength(7)
    expect(stats.result?.list.at(-1)).toEqual({
      day: '2026-11-25',
      registrations: 1,
      active: 1,
      recharges: 1,
      rechargeCents: 3000,
    })
    expect(stats.result?.list.slice(0, 6).every((d) => d.registrations === 0 && d.recharges === 0)).toBe(true)
    expect((await get(partner.token, '/channel/statistical', { days: '5' })).status).toBe('fail')

    const overview = await get<{ totals: Record<string, number> }>(partner.token, '/channel/overview')
    expect(overview.result?.totals).toEqual({
      users: 1,
      activeToday: 1,
      active: 1,
      rechargeCount: 1,
      rechargeCents: 3000,
      commissionCoins: 30,
    })
    const partners = await get<{ list: { channelId: number; users: number; commissionCoins: number }[] }>(
      admin.token,
      '/channel/admin/partners',
    )
    expect(partners.result?.list.find((p) => p.channelId === partner.channelId)).toMatchObject({
      users: 1,
      commissionCoins: 30,
    })
  })

  it('counts a user active on each China-time day they come back, and inactive after a week away', async () => {
    const partner = await makePartner('13700000020')
    const brought = await registered('13700000021', partner)
    clock.advance(2 * 24 * 60 * 60 * 1000)
    expect((await get(brought.token, '/user/info')).status).toBe('success')
    const stats = await get<{ list: { active: number; registrations: number }[] }>(
      partner.token,
      '/channel/statistical',
      {
        days: '14',
      },
    )
    const days = stats.result?.list ?? []
    expect(days).toHaveLength(14)
    expect(days.at(-1)).toMatchObject({ active: 1, registrations: 0 })
    expect(days.at(-3)).toMatchObject({ active: 1, registrations: 1 })
    expect(days.at(-2)).toMatchObject({ active: 0 })

    clock.advance(8 * 24 * 60 * 60 * 1000)
    const partnerSession = await createSession(database.db, partner.uid, clock.now())
    const listed = await get<{ list: { active: boolean; lastActiveDay: string }[] }>(
      partnerSession.token,
      '/channel/user',
    )
    expect(listed.result?.list[0]).toMatchObject({ active: false })
  })

  it('pays nothing for recharges of users nobody brought, nor for a partner’s own', async () => {
    const partner = await makePartner('13700000030')
    const loner = await registered('13700000031')
    await recharge(loner.token, 'coins-60')
    await recharge(partner.token, 'coins-60')
    expect(await commissionRows(partner.uid)).toEqual([])
  })
})
