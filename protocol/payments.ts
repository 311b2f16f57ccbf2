import { z } from 'zod'

/**
 * Coin recharge (§1, §7 Payments): packages priced in CNY on the server (the client never sends a price),
 * 10 coins a yuan plus a bonus on the larger ones.
 */
export const COIN_PACKAGES = [
  { id: 'coins-60', cents: 600, coins: 60, bonus: 0 },
  { id: 'coins-300', cents: 3000, coins: 300, bonus: 30 },
  { id: 'coins-680', cents: 6800, coins: 680, bonus: 88 },
  { id: 'coins-1280', cents: 12800, coins: 1280, bonus: 200 },
  { id: 'coins-3280', cents: 32800, coins: 3280, bonus: 600 },
  { id: 'coins-6480', cents: 64800, coins: 6480, bonus: 1500 },
] as const
export type CoinPackage = (typeof COIN_PACKAGES)[number]
export const coinPackageById = (id: string): CoinPackage | undefined => COIN_PACKAGES.find((p) => p.id === id)

export const PAYMENT_LIMITS = {
  /** An order not paid by then is closed (and closed at Alipay too). */
  payWithinMs: 30 * 60 * 1000,
  /** A paying order whose notification has not come after this long is asked about (reconciliation). */
  queryAfterMs: 60 * 1000,
  /** Open orders one user may have at once (a page of packages clicked through, not a flood). */
  openOrdersMax: 5,
} as const

/** created → paying (the cashier was opened) → credited (paid, the coins are in), or closed (time-out, cancel). */
export const rechargeStatusSchema = z.enum(['created', 'paying', 'credited', 'closed'])
export type RechargeStatus = z.infer<typeof rechargeStatusSchema>

export const coinPackageSchema = z.object({
  id: z.string(),
  /** Price in yuan as the cashier shows it ("6.00"). */
  price: z.string(),
  coins: z.number().int(),
  bonus: z.number().int(),
})

export const rechargeOrderSchema = z.object({
  orderId: z.string(),
  packageId: z.string(),
  price: z.string(),
  coins: z.number().int(),
  bonus: z.number().int(),
  status: rechargeStatusSchema,
  createdAt: z.number().int(),
  creditedAt: z.number().int().nullable(),
  closedAt: z.number().int().nullable(),
})
export type RechargeOrder = z.infer<typeof rechargeOrderSchema>

/** "6.00" for 600 cents. */
export const yuan = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
