import { z } from 'zod'

/** The coin mall (§1, §2 coin mall screens, §3 Mall product and Redemption order, §4, §5). */
export const MALL_LIMITS = {
  nameMax: 20,
  addressMin: 5,
  addressMax: 120,
  contactMax: 40,
  quantityMax: 5,
  pageSize: 20,
} as const

export const productCategorySchema = z.enum(['virtual', 'physical'])
export type ProductCategory = z.infer<typeof productCategorySchema>

/** §4 redemption: in progress → staff review → redeemed (tracking or card number), or charged back (coins returned). */
export const redemptionStatusSchema = z.enum(['inProgress', 'review', 'redeemed', 'chargedBack'])
export type RedemptionStatus = z.infer<typeof redemptionStatusSchema>

/** §3 Mall product. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: productCategorySchema,
  price: z.number().int().min(1),
  inventory: z.number().int().min(0),
  redeemed: z.number().int().min(0),
  releasedAt: z.number().int(),
  picture: z.string(),
  notice: z.string(),
  intro: z.string(),
})
export type Product = z.infer<typeof productSchema>

/** §3 Redemption order, as its user and the staff see it. */
export const redemptionSchema = z.object({
  orderId: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), picture: z.string(), category: productCategorySchema }),
  quantity: z.number().int(),
  coins: z.number().int(),
  status: redemptionStatusSchema,
  recipient: z.string(),
  address: z.string(),
  contact: z.string(),
  trackingNo: z.string().nullable(),
  cardNo: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})
export type Redemption = z.infer<typeof redemptionSchema>
