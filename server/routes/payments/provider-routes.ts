import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client'
import { orderRow } from '../../payments/orders'
import type { DevCashier } from '../../payments/provider'
import { confirmWithCashier, handleNotification, startReconciliation } from '../../payments/recharge'
import { devPage, escapeHtml } from '../dev/page'
import type { AccountServices } from '../services'

/** Where the cashier posts notifications and returns the browser (outside /java: Alipay sends no sysType). */
export const NOTIFY_PATH = '/pay/alipay/notify'
export const RETURN_PATH = '/pay/alipay/return'
/** The page the browser lands on after paying: the coin details, which show the order's state. */
export const AFTER_PAY_PAGE = '/userInfo/water'

const stringRecord = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(typeof value === 'object' && value !== null ? value : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )

/** The cashier's notification and return routes, and (local run) the development cashier's pages. */
export function registerPaymentRoutes(app: FastifyInstance, db: Database, services: AccountServices): void {
  const provider = services.payments
  if (!provider) return
  // Orders whose notification is late or lost, and orders past their time to pay, every minute.
  const reconciliation = startReconciliation({ db, provider, log: app.log, now: services.now })
  app.addHook('onClose', () => reconciliation.stop())
  app.register(async (scope) => {
    // Alipay posts its notification as a urlencoded form; only this route accepts one.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    })
    scope.post(NOTIFY_PATH, async (request, reply) => {
      const outcome = await handleNotification(db, provider, stringRecord(request.body), services.now())
      if (outcome === 'rejected') request.log.warn({ outcome }, 'payment notification rejected')
      return reply.type('text/plain; charset=utf-8').send(outcome === 'rejected' ? 'failure' : 'success')
    })
  })
  // The browser back from the cashier: never trusted on its own; the cashier is asked, then the page shows it.
  app.get(RETURN_PATH, async (request, reply) => {
    const params = stringRecord(request.query)
    const order = await orderRow(db, params.out_trade_no ?? '')
    if (order) await confirmWithCashier(db, provider, order, services.now())
    // A path of this site: the Host header of the request does not choose where the browser goes next.
    const query = order ? `?${new URLSearchParams({ recharge: order.id })}` : ''
    return reply.redirect(`${AFTER_PAY_PAGE}${query}`, 302)
  })
  if (provider.name === 'dev-alipay') registerDevCashier(app, provider as DevCashier, services)
}

function registerDevCashier(app: FastifyInstance, cashier: DevCashier, services: AccountServices): void {
  app.get('/java/dev/alipay/gateway', async (request, reply) => {
    const opened = cashier.open(stringRecord(request.query))
    if (!opened) return reply.code(400).type('text/plain; charset=utf-8').send('bad signature or request')
    const { orderId, trade } = opened
    const action = (name: string) => `/java/dev/alipay/pay?order=${encodeURIComponent(orderId)}&action=${name}`
    const body = `<p>订单 · Order <code>${escapeHtml(orderId)}</code></p>
<p>${escapeHtml(trade.subject)}</p><p><strong>¥ ${escapeHtml(trade.amount)}</strong></p>
<p><a href="${action('pay')}" data-testid="dev-cashier-pay"><button type="button">确认付款 · Pay</button></a></p>
<p><a href="${action('cancel')}" data-testid="dev-cashier-cancel">取消付款 · Cancel</a></p>`
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(devPage('支付宝收银台（开发）', body, 'cashier'))
  })
  app.get<{ Querystring: { order?: string; action?: string } }>('/java/dev/alipay/pay', async (request, reply) => {
    const orderId = request.query.order ?? ''
    if (request.query.action === 'cancel') {
      const back = cashier.cancel(orderId)
      return back ? reply.redirect(samePath(back), 302) : reply.code(404).send('no such trade')
    }
    const paid = cashier.pay(orderId, services.now())
    if (!paid) return reply.code(409).type('text/plain; charset=utf-8').send('the trade is closed')
    // Like Alipay, the notification goes server to server, before (and whether or not) the browser returns:
    // to this server's own notification route over loopback, never to an address the order carries (it
    // was made from the request's Host, which the caller writes).
    await fetch(`${ownLoopbackOrigin(app)}${NOTIFY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(paid.notify).toString(),
    }).catch((error: unknown) => request.log.warn({ err: error }, 'dev cashier: notification not delivered'))
    return reply.redirect(samePath(paid.returnUrl), 302)
  })
}

/** This server's address on loopback, where its own routes answer (the dev cashier calls them there). */
function ownLoopbackOrigin(app: FastifyInstance): string {
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('the server is not listening on TCP')
  return address.family === 'IPv6' && address.address !== '::'
    ? `http://[::1]:${address.port}`
    : `http://127.0.0.1:${address.port}`
}

/** A return address as a path on this site: the browser comes back here, whatever host the order named. */
function samePath(address: string): string {
  const url = new URL(address)
  return `${url.pathname}${url.search}`
}
