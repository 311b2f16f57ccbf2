import { createSign, generateKeyPairSync } from 'node:crypto'
import { AlipaySdk } from 'alipay-sdk'

/**
 * The cashier behind coin recharge: Alipay's PC web pay (alipay.trade.page.pay) through the kept SDK, or
 * the development cashier, which is the same SDK pointed at a local gateway page with key pairs made at
 * start — its notifications are signed and verified exactly as Alipay's are, so the whole path runs locally.
 */
export type PaymentProvider = {
  name: 'alipay' | 'dev-alipay'
  appId: string
  /** The cashier address the user is sent to. */
  pagePayUrl(order: { orderId: string; amount: string; subject: string }, urls: PayUrls): string
  /** Whether a notification's or return's parameters carry a valid signature of the cashier for this app. */
  verify(params: Record<string, string>): boolean
  /** What the cashier says of an order (for a late notification and the reconciliation job). */
  query(orderId: string): Promise<TradeState>
  /** Closes an unpaid order at the cashier (time-out). */
  close(orderId: string): Promise<void>
}

export type PayUrls = { notifyUrl: string; returnUrl: string }
export type TradeState =
  | { status: 'paid'; tradeNo: string; amount: string }
  | { status: 'waiting' | 'closed' | 'unknown'; tradeNo: null; amount: null }

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED'])

/** The SDK's page-pay call, shared by both cashiers. */
function pagePay(sdk: AlipaySdk, order: { orderId: string; amount: string; subject: string }, urls: PayUrls) {
  return sdk.pageExecute('alipay.trade.page.pay', 'GET', {
    bizContent: {
      outTradeNo: order.orderId,
      productCode: 'FAST_INSTANT_TRADE_PAY',
      totalAmount: order.amount,
      subject: order.subject,
      timeoutExpress: '30m',
    },
    notifyUrl: urls.notifyUrl,
    returnUrl: urls.returnUrl,
  })
}

/** Alipay itself: ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY (the app's), ALIPAY_PUBLIC_KEY (Alipay's), ALIPAY_GATEWAY. */
export function alipayProvider(config: {
  appId: string
  privateKey: string
  alipayPublicKey: string
  gateway?: string
}): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: config.privateKey,
    alipayPublicKey: config.alipayPublicKey,
    keyType: config.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
    ...(config.gateway ? { gateway: config.gateway } : {}),
  })
  return {
    name: 'alipay',
    appId: config.appId,
    pagePayUrl: (order, urls) => pagePay(sdk, order, urls),
    verify: (params) => params.app_id === config.appId && sdk.checkNotifySignV2(params),
    async query(orderId) {
      const result = await sdk.exec('alipay.trade.query', { bizContent: { out_trade_no: orderId } })
      return tradeStateOf(result.code, result.tradeStatus, result.tradeNo, result.totalAmount)
    },
    async close(orderId) {
      await sdk.exec('alipay.trade.close', { bizContent: { out_trade_no: orderId } })
    },
  }
}

export function tradeStateOf(code: unknown, tradeStatus: unknown, tradeNo: unknown, amount: unknown): TradeState {
  if (code !== '10000') return { status: 'unknown', tradeNo: null, amount: null }
  if (typeof tradeStatus === 'string' && PAID.has(tradeStatus) && typeof tradeNo === 'string')
    return { status: 'paid', tradeNo, amount: String(amount) }
  if (tradeStatus === 'TRADE_CLOSED') return { status: 'closed', tradeNo: null, amount: null }
  return { status: 'waiting', tradeNo: null, amount: null }
}

/** RSA2 over the sorted `key=value` pairs (sign and sign_type left out), as Alipay signs its notifications. */
export function signParams(params: Record<string, string>, privateKey: string): string {
  const text = Object.keys(params)
    .filter((key) => key !== 'sign' && key !== 'sign_type' && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&')
  return createSign('RSA-SHA256').update(text, 'utf8').sign(privateKey, 'base64')
}

type DevTrade = {
  amount: string
  subject: string
  notifyUrl: string
  returnUrl: string
  status: 'waiting' | 'paid' | 'closed'
  tradeNo: string | null
}

/**
 * The development cashier: an Alipay stand-in inside this server. The merchant side is the real SDK
 * (signing requests with a development app key, verifying notifications with a development "Alipay" key);
 * the gateway page (`/java/dev/alipay/gateway`) checks the request's signature, shows the order, and on
 * "pay" signs a notification with the "Alipay" key, posts it to the notify URL and returns the browser.
 */
export type DevCashier = PaymentProvider & {
  /** The gateway's side: the trade a signed page-pay request opened, or null when the signature is wrong. */
  open(params: Record<string, string>): { orderId: string; trade: DevTrade } | null
  trade(orderId: string): DevTrade | undefined
  /** The user paid: the signed notification parameters to post, and the signed return address. */
  pay(orderId: string, now: number): { notify: Record<string, string>; returnUrl: string } | null
  /** The user cancelled: the trade is closed; the address to return to. */
  cancel(orderId: string): string | null
}

export function devCashier(gateway: string): DevCashier {
  const keys = () =>
    generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    })
  const app = keys()
  const alipay = keys()
  const appId = '2021000000000000'
  const merchant = new AlipaySdk({
    appId,
    privateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
    keyType: 'PKCS8',
    gateway,
  })
  // The gateway checks the merchant's request with the app's public key, as Alipay does.
  const gatewayCheck = new AlipaySdk({
    appId,
    privateKey: alipay.privateKey,
    alipayPublicKey: app.publicKey,
    keyType: 'PKCS8',
  })
  const trades = new Map<string, DevTrade>()
  let tradeSeq = 0
  const signed = (params: Record<string, string>) => ({
    ...params,
    sign: signParams(params, alipay.privateKey),
    sign_type: 'RSA2',
  })
  return {
    name: 'dev-alipay',
    appId,
    pagePayUrl: (order, urls) => pagePay(merchant, order, urls),
    verify: (params) => params.app_id === appId && merchant.checkNotifySignV2(params),
    async query(orderId) {
      const trade = trades.get(orderId)
      if (!trade) return { status: 'unknown', tradeNo: null, amount: null }
      if (trade.status === 'paid' && trade.tradeNo)
        return { status: 'paid', tradeNo: trade.tradeNo, amount: trade.amount }
      return { status: trade.status === 'closed' ? 'closed' : 'waiting', tradeNo: null, amount: null }
    },
    async close(orderId) {
      const trade = trades.get(orderId)
      if (trade && trade.status === 'waiting') trade.status = 'closed'
    },
    open(params) {
      if (
        params.app_id !== appId ||
        params.method !== 'alipay.trade.page.pay' ||
        !gatewayCheck.checkNotifySignV2(params)
      )
        return null
      let biz: { out_trade_no?: unknown; total_amount?: unknown; subject?: unknown }
      try {
        biz = JSON.parse(params.biz_content ?? '')
      } catch {
        return null
      }
      if (typeof biz.out_trade_no !== 'string' || typeof biz.total_amount !== 'string') return null
      const orderId = biz.out_trade_no
      const existing = trades.get(orderId)
      const trade: DevTrade = existing ?? {
        amount: biz.total_amount,
        subject: String(biz.subject ?? ''),
        notifyUrl: params.notify_url ?? '',
        returnUrl: params.return_url ?? '',
        status: 'waiting',
        tradeNo: null,
      }
      trades.set(orderId, trade)
      return { orderId, trade }
    },
    trade: (orderId) => trades.get(orderId),
    pay(orderId, now) {
      const trade = trades.get(orderId)
      if (!trade || trade.status === 'closed') return null
      if (trade.status === 'waiting') {
        tradeSeq += 1
        trade.status = 'paid'
        trade.tradeNo = `DEV${now}${String(tradeSeq).padStart(4, '0')}`
      }
      const time = new Date(now + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19)
      const notify = signed({
        notify_time: time,
        notify_type: 'trade_status_sync',
        notify_id: `dev${now}${tradeSeq}`,
        app_id: appId,
        charset: 'utf-8',
        version: '1.0',
        trade_no: trade.tradeNo ?? '',
        out_trade_no: orderId,
        total_amount: trade.amount,
        receipt_amount: trade.amount,
        trade_status: 'TRADE_SUCCESS',
        gmt_payment: time,
        subject: trade.subject,
      })
      const back = new URL(trade.returnUrl)
      const returned = signed({
        app_id: appId,
        method: 'alipay.trade.page.pay.return',
        out_trade_no: orderId,
        trade_no: trade.tradeNo ?? '',
        total_amount: trade.amount,
        timestamp: time,
        charset: 'utf-8',
        version: '1.0',
      })
      for (const [key, value] of Object.entries(returned)) back.searchParams.set(key, value)
      return { notify, returnUrl: back.toString() }
    },
    cancel(orderId) {
      const trade = trades.get(orderId)
      if (!trade) return null
      if (trade.status === 'waiting') trade.status = 'closed'
      const back = new URL(trade.returnUrl)
      back.searchParams.set('out_trade_no', orderId)
      return back.toString()
    },
  }
}
