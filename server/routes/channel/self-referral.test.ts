import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { LoginResult } from '../../../protocol/auth'
import type { ChannelPartner, Commission, HeldCommission } from '../../../protocol/channel'
import { recordVerifiedIdentity } from '../../auth/identity'
import { createSession } from '../../auth/sessions'
import { users } from '../../auth/tables'
import { grantRole } from '../../auth/users'
import { coinLedger } from '../../ledger/tables'
import { callJava, latestSmsCode, setCookieValue } from '../../test-support/auth-client'
import { withTestServer } from '../../test-support/server'

// A partner's share of a recharge made by an account of the partner's own: the review found a partner's second
// phone recharging 300 coins paid the partner 90. A payer who logged in from the partner's browser (its
// `device` id) or address (behind TRUST_PROXY, the client's) gets the partner nothing until staff decide.

const server = withTestServer({ env: { TRUST_PROXY: 'loopback', CODE_SENDS_PER_ADDRESS: '500' } })

type From = { device?: string; address?: string }
const headersOf = (from: From) => ({
  ...(from.device && { device: from.device }),
  ...(from.address && { 'x-forwarded-for': from.address }),
})

async function login(mobile: string, from: From, link?: { channelId: number; ref: string }) {
  const sent = await callJava(server.url, '/login/sendVerificationCode', { body: { mobile }, headers: headersOf(from) })
  if (sent.status !== 'success') throw new Error(`send failed: ${sent.errorMsg}`)
  const checkCode = await latestSmsCode(server.url, mobile)
  const logged = await callJava<LoginResult>(server.url, '/login/checkCode', {
    body: { mobile, checkCode, ...(link && { promotionChannelId: link.channelId, promotionRef: link.ref }) },
    headers: headersOf(from),
  })
  const token = setCookieValue(logged.response, 'token')
  const uid = logged.result?.user?.uid
  if (!token || !uid) throw new Error(`login failed: ${logged.errorMsg}`)
  await recordVerifiedIdentity(server.db, uid, '1990-01-01', Date.now())
  return { uid, token }
}

async function admin() {
  const [row] = await server.db
    .insert(users)
    .values({ mobile: '13611110000', username: '管理员', createdAt: Date.now() })
    .onConflictDoNothing()
    .returning({ id: users.id })
  const id = row?.id ?? (await server.db.select().from(users).where(eq(users.mobile, '13611110000')))[0]?.id ?? 0
  await grantRole(server.db, id, 'admin')
  return (await createSession(server.db, id, Date.now())).token
}

async function partnerFrom(mobile: string, from: From) {
  const partner = await login(mobile, from)
  const added = await callJava<ChannelPartner>(server.url, '/channel/admin/partner', {
    token: await admin(),
    body: { mobile, name: `渠道${mobile.slice(-4)}`, sharePercent: 30 },
  })
  if (!added.result) throw new Error(`add failed: ${added.errorMsg}`)
  const overview = await callJava<{ ref: string }>(server.url, '/channel/overview', { token: partner.token })
  return { ...partner, channelId: added.result.channelId, ref: overview.result?.ref ?? '' }
}

/** A recharge of 300 coins through the development cashier (the browser's pay page, then its notification). */
async function recharge(token: string) {
  const paid = await callJava<{ order: { orderId: string }; payUrl: string }>(server.url, '/orderpay/payByAlipay', {
    token,
    body: { packageId: 'coins-300', requestId: `req-${Math.random()}` },
  })
  const gateway = new URL(paid.result?.payUrl ?? '')
  expect((await fetch(new URL(`${gateway.pathname}${gateway.search}`, server.url))).status).toBe(200)
  const orderId = paid.result?.order.orderId ?? ''
  const done = await fetch(new URL(`/java/dev/alipay/pay?order=${orderId}&action=pay`, server.url), {
    redirect: 'manual',
  })
  expect(done.status).toBe(302)
  return orderId
}

const commissionsOf = (partnerId: number) =>
  server.db
    .select()
    .from(coinLedger)
    .where(and(eq(coinLedger.userId, partnerId), eq(coinLedger.kind, 'channelCommission')))

describe('a self-referral', () => {
  it('from the partner’s own browser is held, then paid once by staff', async () => {
    const partner = await partnerFrom('13622220001', { device: 'browser-of-the-partner', address: '198.51.100.1' })
    const second = await login('13622220002', { device: 'browser-of-the-partner', address: '203.0.113.77' }, partner)
    const orderId = await recharge(second.token)
    expect(await commissionsOf(partner.uid)).toEqual([])
    const gold = await callJava<{ list: Commission[]; commissionCoins: number }>(server.url, '/channel/gold', {
      token: partner.token,
    })
    expect(gold.result).toMatchObject({ commissionCoins: 0, list: [{ orderId, coins: 90, status: 'held' }] })

    const staff = await admin()
    const held = await callJava<{ list: HeldCommission[] }>(server.url, '/channel/admin/held', { token: staff })
    expect(held.result?.list).toContainEqual(expect.objectContaining({ orderId, partnerId: partner.uid, coins: 90 }))
    expect((await callJava(server.url, '/channel/admin/held', { token: partner.token })).code).toBe(403)
    const decide = () =>
      callJava<HeldCommission>(server.url, '/channel/admin/held', { token: staff, body: { orderId, decision: 'pay' } })
    const [first, again] = await Promise.all([decide(), decide()])
    expect([first.status, again.status].sort()).toEqual(['fail', 'success'])
    expect((await commissionsOf(partner.uid)).map((row) => row.change)).toEqual([90])
  })

  it('from the partner’s address is held too, and voided pays nothing', async () => {
    const partner = await partnerFrom('13622220011', { device: 'partner-browser-2', address: '198.51.100.2' })
    const second = await login('13622220012', { device: 'another-browser-2', address: '198.51.100.2' }, partner)
    const orderId = await recharge(second.token)
    const staff = await admin()
    const voided = await callJava<HeldCommission>(server.url, '/channel/admin/held', {
      token: staff,
      body: { orderId, decision: 'void' },
    })
    expect(voided.result).toMatchObject({ orderId, status: 'voided' })
    expect(await commissionsOf(partner.uid)).toEqual([])
  })

  it('of a stranger from elsewhere pays at once', async () => {
    const partner = await partnerFrom('13622220021', { device: 'partner-browser-3', address: '198.51.100.3' })
    const stranger = await login('13622220022', { device: 'stranger-browser', address: '203.0.113.3' }, partner)
    await recharge(stranger.token)
    expect((await commissionsOf(partner.uid)).map((row) => row.change)).toEqual([90])
  })
})
