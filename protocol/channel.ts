import { z } from 'zod'

/**
 * The channel (promotion partner) area (§1, §2 /channel/*, §4 channel login marker). A partner's link
 * carries its channel id (`/?channel=1001`); a phone that registers after opening it is attributed to the
 * partner (the login calls' promotionChannelId), and the partner earns a share of what those users recharge.
 */
export const CHANNEL_LIMITS = {
  /** Partner channel ids start here; lower ids are the site's own (21 is Telegram login). */
  firstChannelId: 1001,
  defaultSharePercent: 10,
  sharePercentMax: 50,
  nameMax: 20,
  /** A user counts as active when seen within this many days. */
  activeWithinDays: 7,
  /** How long a visitor's browser remembers the channel of the link they came by. */
  attributionDays: 30,
  pageSize: 20,
} as const

/** The statistics' ranges (§ issue: 7, 14 and 30 days). */
export const statsRangeSchema = z.union([z.literal(7), z.literal(14), z.literal(30)])
export type StatsRange = z.infer<typeof statsRangeSchema>

export const channelPartnerSchema = z.object({
  userId: z.number().int(),
  channelId: z.number().int(),
  name: z.string(),
  sharePercent: z.number().int().min(0).max(CHANNEL_LIMITS.sharePercentMax),
  since: z.number().int(),
})
export type ChannelPartner = z.infer<typeof channelPartnerSchema>

export const channelTotalsSchema = z.object({
  users: z.number().int().min(0),
  activeToday: z.number().int().min(0),
  active: z.number().int().min(0),
  rechargeCount: z.number().int().min(0),
  rechargeCents: z.number().int().min(0),
  commissionCoins: z.number().int().min(0),
})
export type ChannelTotals = z.infer<typeof channelTotalsSchema>

/** One attributed user as the partner sees them: the phone masked, never the full number. */
export const channelUserSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  mobile: z.string().nullable(),
  registeredAt: z.number().int(),
  lastActiveDay: z.string().nullable(),
  active: z.boolean(),
  rechargeCount: z.number().int().min(0),
  rechargeCents: z.number().int().min(0),
})
export type ChannelUser = z.infer<typeof channelUserSchema>

/** One China-time day of the statistics. */
export const channelDaySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  registrations: z.number().int().min(0),
  active: z.number().int().min(0),
  recharges: z.number().int().min(0),
  rechargeCents: z.number().int().min(0),
})
export type ChannelDay = z.infer<typeof channelDaySchema>

/**
 * A commission: the partner's share of one attributed recharge, credited through the ledger — or 'held' for
 * staff review when the payer logged in from the partner's address or browser (a self-referral), then paid
 * or 'voided' by staff.
 */
export const commissionSchema = z.object({
  orderId: z.string(),
  username: z.string(),
  rechargeCents: z.number().int().min(0),
  coins: z.number().int().min(0),
  at: z.number().int(),
  status: z.enum(['paid', 'held', 'voided']),
})
export type Commission = z.infer<typeof commissionSchema>

/** A held commission as staff review it: whose, for whom, how much. */
export const heldCommissionSchema = commissionSchema.extend({
  partnerId: z.number().int(),
  channelId: z.number().int(),
  payerId: z.number().int(),
})
export type HeldCommission = z.infer<typeof heldCommissionSchema>

/** What an administrator sees of each partner. */
export const partnerSummarySchema = channelPartnerSchema.extend({
  mobile: z.string().nullable(),
  users: z.number().int().min(0),
  rechargeCents: z.number().int().min(0),
  commissionCoins: z.number().int().min(0),
})
export type PartnerSummary = z.infer<typeof partnerSummarySchema>

const DAY_MS = 24 * 60 * 60 * 1000
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

/** The China-time day number of an instant (days since 1970-01-01 in UTC+8). */
export function chinaDay(ms: number): number {
  return Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS)
}

/** A China-time day number as YYYY-MM-DD. */
export function chinaDayString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/** A channel link's id, or null when the text is not one (links are `?channel=<id>`). */
export function parseChannelId(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,7}$/.test(text)) return null
  const id = Number(text)
  return id >= CHANNEL_LIMITS.firstChannelId && id <= 1_000_000 ? id : null
}
