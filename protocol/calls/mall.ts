import { z } from 'zod'
import { MALL_LIMITS, productCategorySchema, productSchema, redemptionSchema, redemptionStatusSchema } from '../mall'
import { MALL_MESSAGES } from '../messages/mall'
import { type CallDef, int32, queryInt } from './call-def'

const M = MALL_MESSAGES
const page = z.object({ pageIndex: queryInt.min(1).max(500).default(1) })
const list = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int().min(0) })

/** §5: redemption needs the recipient's name, a shipping address and a contact. */
export const redeemInputSchema = z
  .object({
    productId: int32.min(1),
    quantity: z
      .number({ error: M.quantityInvalid.id })
      .int({ error: M.quantityInvalid.id })
      .min(1, { error: M.quantityInvalid.id })
      .max(MALL_LIMITS.quantityMax, { error: M.quantityInvalid.id }),
    recipient: z
      .string({ error: M.nameRequired.id })
      .trim()
      .min(1, { error: M.nameRequired.id })
      .max(MALL_LIMITS.nameMax, { error: M.nameRequired.id }),
    address: z
      .string({ error: M.addressRequired.id })
      .trim()
      .min(MALL_LIMITS.addressMin, { error: M.addressRequired.id })
      .max(MALL_LIMITS.addressMax, { error: M.addressRequired.id }),
    contact: z
      .string({ error: M.contactRequired.id })
      .trim()
      .min(5, { error: M.contactRequired.id })
      .max(MALL_LIMITS.contactMax, { error: M.contactRequired.id }),
    requestId: z.string().min(8).max(64),
  })
  .strict()

export const MALL_CALLS = {
  mallProducts: {
    method: 'GET',
    path: '/mall/products',
    summary: 'The coin mall: products on sale (optionally of one category) with price, inventory and redemptions.',
    input: z.object({ category: productCategorySchema.optional() }).strict(),
    result: z.object({ list: z.array(productSchema) }),
  },
  mallProduct: {
    method: 'GET',
    path: '/mall/product',
    summary: 'One product: notice, introduction, picture, price and inventory.',
    input: z.object({ productId: queryInt.min(1) }).strict(),
    result: productSchema,
  },
  mallRedeem: {
    method: 'POST',
    path: '/mall/redeem',
    summary:
      'Redeems coins for a product (§5: recipient, address, contact): the order, the inventory and the coins in one transaction; idempotent by requestId; never oversold.',
    input: redeemInputSchema,
    result: redemptionSchema,
    auth: 'user',
  },
  mallOrders: {
    method: 'GET',
    path: '/mall/orders',
    summary: "The caller's redemptions (my redemption), newest first.",
    input: page.strict(),
    result: list(redemptionSchema),
    auth: 'user',
  },
  mallAdminOrders: {
    method: 'GET',
    path: '/mall/admin/orders',
    summary: 'Staff: redemption orders by status, newest first.',
    input: page.extend({ status: redemptionStatusSchema.optional() }).strict(),
    result: list(redemptionSchema),
    auth: ['admin'],
  },
  mallAdminAction: {
    method: 'POST',
    path: '/mall/admin/order',
    summary:
      'Staff: take an order into review, mark it redeemed with its tracking or card number, or charge it back (the coins return once); each step is kept in the audit trail.',
    input: z
      .object({
        orderId: int32.min(1),
        action: z.enum(['review', 'redeem', 'chargeBack']),
        number: z.string().trim().max(80).optional(),
        note: z.string().trim().max(200).optional(),
      })
      .strict(),
    result: redemptionSchema,
    auth: ['admin'],
  },
} as const satisfies Record<string, CallDef>
