import { z } from 'zod'
import { PAYMENT_MESSAGES } from '../messages/payments'
import { coinPackageSchema, rechargeOrderSchema } from '../payments'
import { type CallDef, noInput, queryInt } from './call-def'

/** §7 Payments: the coin packages, and recharge through Alipay's PC web pay. */
export const PAYMENT_CALLS = {
  goldList: {
    method: 'GET',
    path: '/orderpay/gold/list',
    summary: 'The coin packages: price in yuan (decided here, never by the client), coins and bonus coins.',
    input: noInput,
    result: z.object({ list: z.array(coinPackageSchema), available: z.boolean() }),
  },
  payByAlipay: {
    method: 'POST',
    path: '/orderpay/payByAlipay',
    summary:
      'Creates a recharge order for a package (idempotent by requestId) and answers the cashier address to send the user to.',
    input: z
      .object({
        packageId: z.string({ error: PAYMENT_MESSAGES.packageUnknown.id }).min(1).max(40),
        requestId: z.string().min(8).max(64),
      })
      .strict(),
    result: z.object({ order: rechargeOrderSchema, payUrl: z.string() }),
    auth: 'user',
  },
  rechargeOrder: {
    method: 'GET',
    path: '/orderpay/order',
    summary: "One of the caller's recharge orders; a paying one is checked with the cashier first.",
    input: z.object({ orderId: z.string().min(1).max(64) }).strict(),
    result: rechargeOrderSchema,
    auth: 'user',
  },
  rechargeOrders: {
    method: 'GET',
    path: '/orderpay/orders',
    summary: "The caller's recharge orders, newest first.",
    input: z.object({ pageIndex: queryInt.min(1).max(500).default(1) }).strict(),
    result: z.object({ list: z.array(rechargeOrderSchema), total: z.number().int().min(0) }),
    auth: 'user',
  },
} as const satisfies Record<string, CallDef>
