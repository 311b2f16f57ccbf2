import { request as httpRequest } from 'node:http'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Envelope } from '../../protocol/envelope'
import type { RechargeOrder } from '../../protocol/payments'
import { recordVerifiedIdentity } from '../auth/identity'
import { users } from '../auth/tables'
import { insertUser } from '../chat/test-fixtures'
import { loadConfig } from '../config'
import { RETURN_PATH } from '../routes/payments/provider-routes'
import { withTestServer } from '../test-support/server'

// Where money's messages go is never the caller's to say: the Host header of the request that made an
// order (anyone can write it) chose where the development cashier posted its notification and where the
// browser was sent afterwards.

const server = withTestServer()

/** A request with a Host header of the caller's choosing (fetch would not send one). */
function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  const { hostname, port } = new URL(server.url)
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, method, path, headers }, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString()
      })
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, body: text }),
      )
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

describe('payment addresses', () => {
  it('notify this server over loopback and return to a path, whatever Host the order was made under', async () => {
    const buyer = await insertUser(server.db)
    await recordVerifiedIdentity(server.db, buyer.uid, '1990-01-01', Date.now())
    const made = await send(
      'POST',
      '/java/orderpay/payByAlipay',
      { host: 'attacker.invalid:9', token: buyer.token, systype: 'PC', 'content-type': 'application/json' },
      JSON.stringify({ packageId: 'coins-300', requestId: 'host-header-order' }),
    )
    const result = (JSON.parse(made.body) as Envelope<{ order: RechargeOrder; payUrl: string }>).result
    const order = result?.order
    if (!order) throw new Error(made.body)
    // The browser opens the cashier, then pays.
    const cashier = new URL(result.payUrl)
    const local = { host: new URL(server.url).host }
    expect((await send('GET', `${cashier.pathname}${cashier.search}`, local)).status).toBe(200)
    const paid = await send('GET', `/java/dev/alipay/pay?order=${order.orderId}&action=pay`, local)
    expect(paid.status).toBe(302)
    expect(paid.location?.startsWith('/')).toBe(true)
    expect(paid.location).not.toContain('attacker')
    const [row] = await server.db.select({ gold: users.gold }).from(users).where(eq(users.id, buyer.uid))
    expect(row?.gold).toBe(330)

    const back = await send('GET', `${RETURN_PATH}?out_trade_no=${order.orderId}`, { host: 'attacker.invalid:9' })
    expect(back.status).toBe(302)
    expect(back.location).toBe(`/userInfo/water?recharge=${order.orderId}`)
  })

  it('come from PUBLIC_URL with a real cashier, which refuses to start without it or beside dev providers', () => {
    const alipay = { ALIPAY_APP_ID: '2021', ALIPAY_PRIVATE_KEY: 'k', ALIPAY_PUBLIC_KEY: 'p' }
    const deployed = { SMS_PROVIDER: 'none', EMAIL_PROVIDER: 'none', HOST: '0.0.0.0' }
    expect(() => loadConfig({ ...deployed, ...alipay })).toThrow(/PUBLIC_URL is required with Alipay/)
    expect(() =>
      loadConfig({ ...deployed, ...alipay, PUBLIC_URL: 'https://scorecast.example', ALLOW_DEV_PROVIDERS: '1' }),
    ).toThrow(/ALLOW_DEV_PROVIDERS=1 cannot run beside a real payment provider/)
  })
})
