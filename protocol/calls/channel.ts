import { z } from 'zod'
import { coinTransactionSchema } from '../auth'
import {
  CHANNEL_LIMITS,
  channelDaySchema,
  channelPartnerSchema,
  channelTotalsSchema,
  channelUserSchema,
  commissionSchema,
  heldCommissionSchema,
  partnerSummarySchema,
  statsRangeSchema,
} from '../channel'
import { CHANNEL_MESSAGES } from '../messages/channel'
import { phoneSchema } from '../validation'
import { type CallDef, queryInt } from './call-def'

const M = CHANNEL_MESSAGES
const page = z.object({ pageIndex: queryInt.min(1).max(500).default(1) })
const list = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int().min(0) })
const partnerOnly = ['channelPartner'] as const

export const CHANNEL_CALLS = {
  channelOverview: {
    method: 'GET',
    path: '/channel/overview',
    summary:
      "The partner's channel (id, name, share of recharges) and totals: attributed users, active today and this week, recharges, commission.",
    input: z.object({}).strict(),
    // `ref` is the signature the partner's link carries (`/?channel=1001&ref=…`), without which nobody is credited.
    result: z.object({ partner: channelPartnerSchema, totals: channelTotalsSchema, ref: z.string() }),
    auth: partnerOnly,
  },
  channelUsers: {
    method: 'GET',
    path: '/channel/user',
    summary:
      'Users attributed to the partner, newest first: registration date, last active day, recharges (phones masked).',
    input: page.strict(),
    result: list(channelUserSchema),
    auth: partnerOnly,
  },
  channelStatistical: {
    method: 'GET',
    path: '/channel/statistical',
    summary: 'Daily registrations, active users and recharges of the last 7, 14 or 30 China-time days, oldest first.',
    input: z.object({ days: z.coerce.number().pipe(statsRangeSchema).default(7) }).strict(),
    result: z.object({ list: z.array(channelDaySchema) }),
    auth: partnerOnly,
  },
  channelGold: {
    method: 'GET',
    path: '/channel/gold',
    summary:
      "The partner's commission: its share, the total earned, the caller's coin balance, and one row per attributed recharge.",
    input: page.strict(),
    result: list(commissionSchema).extend({
      sharePercent: z.number().int(),
      commissionCoins: z.number().int().min(0),
      balance: z.number().int().min(0),
    }),
    auth: partnerOnly,
  },
  channelWater: {
    method: 'GET',
    path: '/channel/water',
    summary: "The partner's commission movements in the coin ledger, newest first, with the balance after each.",
    input: page.strict(),
    result: list(coinTransactionSchema),
    auth: partnerOnly,
  },
  channelAdminPartners: {
    method: 'GET',
    path: '/channel/admin/partners',
    summary: 'Administrators: every partner with its users, recharges and commission.',
    input: z.object({}).strict(),
    result: z.object({ list: z.array(partnerSummarySchema) }),
    auth: ['admin'],
  },
  channelAdminAdd: {
    method: 'POST',
    path: '/channel/admin/partner',
    summary:
      "Administrators: make the user of a phone a channel partner (the channelPartner role and a channel id) with a name and a share of its users' recharges.",
    input: z
      .object({
        mobile: phoneSchema,
        name: z
          .string({ error: M.nameRequired.id })
          .trim()
          .min(1, { error: M.nameRequired.id })
          .max(CHANNEL_LIMITS.nameMax, { error: M.nameRequired.id }),
        sharePercent: z
          .number({ error: M.shareInvalid.id })
          .int({ error: M.shareInvalid.id })
          .min(0, { error: M.shareInvalid.id })
          .max(CHANNEL_LIMITS.sharePercentMax, { error: M.shareInvalid.id }),
      })
      .strict(),
    result: channelPartnerSchema,
    auth: ['admin'],
  },
  channelAdminHeld: {
    method: 'GET',
    path: '/channel/admin/held',
    summary:
      'Administrators: commissions held because the payer logged in from the partner’s address or browser, oldest first.',
    input: z.object({}).strict(),
    result: z.object({ list: z.array(heldCommissionSchema) }),
    auth: ['admin'],
  },
  channelAdminDecide: {
    method: 'POST',
    path: '/channel/admin/held',
    summary: 'Administrators: pay a held commission to the partner (through the ledger, once) or void it.',
    input: z.object({ orderId: z.string().min(1).max(64), decision: z.enum(['pay', 'void']) }).strict(),
    result: heldCommissionSchema,
    auth: ['admin'],
  },
} as const satisfies Record<string, CallDef>
