import { z } from 'zod'
import { LIMITS } from './constants'
import { AUTH_MESSAGES } from './messages/auth'

/** §6: who may call what. A user may hold several roles; every logged-in user holds 'user'. */
export const ROLES = ['visitor', 'user', 'expert', 'anchor', 'creator', 'channelPartner', 'admin'] as const
export const roleSchema = z.enum(ROLES)
export type Role = z.infer<typeof roleSchema>

/** Third-party accounts that log in by OAuth redirect: QQ and WeChat ('wx'). */
export const oauthProviderSchema = z.enum(['qq', 'wx'])
export type OAuthProvider = z.infer<typeof oauthProviderSchema>

/** §3 User. Private fields (mobile, email, gold, roles) are null when it is someone else's profile. */
export const userSchema = z.object({
  uid: z.number().int(),
  username: z.string(),
  /** URL of the avatar (served by the server), null for the default picture. */
  avatar: z.string().nullable(),
  signature: z.string(),
  level: z.number().int().min(0),
  followCount: z.number().int().min(0),
  fansCount: z.number().int().min(0),
  createdAt: z.number().int(),
  /** Masked bound phone ('138****0000'), or the Telegram id for Telegram accounts. */
  mobile: z.string().nullable(),
  /** Masked bound email, null when none is bound. */
  email: z.string().nullable(),
  gold: z.number().int().min(0).nullable(),
  roles: z.array(roleSchema).nullable(),
  /** Set when the user asked to delete the account (epoch ms). */
  deletionRequestedAt: z.number().int().nullable(),
})
export type User = z.infer<typeof userSchema>

/**
 * §3 Login result. A QQ/WeChat login whose account has no phone bound yet answers wxBind false, no token
 * and no user, and `accountNumber`: a one-time ticket (10 minutes) that /login/bindAccount takes back.
 */
export const loginResultSchema = z.object({
  /** Always null: the session travels only in the HttpOnly `token` cookie, out of reach of scripts. */
  token: z.null(),
  user: userSchema.nullable(),
  newUser: z.boolean(),
  wxBind: z.boolean(),
  accountNumber: z.string().nullable(),
  qqOrWechatName: z.string().nullable(),
  headimgurl: z.string().nullable(),
})
export type LoginResult = z.infer<typeof loginResultSchema>

/** §3 Coin transaction: one ledger row. `change` is signed; `balance` is the balance right after it. */
export const coinTransactionSchema = z.object({
  id: z.number().int(),
  time: z.number().int(),
  kind: z.string(),
  details: z.string(),
  change: z.number().int(),
  balance: z.number().int().min(0),
})
export type CoinTransaction = z.infer<typeof coinTransactionSchema>

/** §3 Country entry; only China +86 is listed. */
export const countrySchema = z.object({ cn: z.string(), regionCode: z.string(), code: z.string(), en: z.string() })
export type Country = z.infer<typeof countrySchema>
export const COUNTRIES: readonly Country[] = [{ cn: '中国', regionCode: 'CN', code: '86', en: 'China' }]

/** The Telegram Login Widget's data as the widget hands it over (field names are Telegram's). */
export const telegramAuthSchema = z.object({
  id: z.number().int().positive(),
  first_name: z.string().max(256).optional(),
  last_name: z.string().max(256).optional(),
  username: z.string().max(256).optional(),
  photo_url: z.string().max(2048).optional(),
  auth_date: z.number().int().positive(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
})
export type TelegramAuth = z.infer<typeof telegramAuthSchema>

/** Telegram logins send this fixed check code with channel 21 (§7); the signed widget data is what is checked. */
export const TELEGRAM_CHECK_CODE = 'telegram'
export const TELEGRAM_CHANNEL_ID = LIMITS.telegramChannelId

/** §5 email: a valid format. */
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid.id }))

/** The user's preferences (GET /user/getUserDataStatus, POST /user/saveUserDataStatus). */
export const userDataStatusSchema = z.object({
  locale: z.string().max(10).nullable(),
  favouriteGames: z.array(z.number().int()).max(20),
  notifications: z.object({
    matchStart: z.boolean(),
    followedAnchorLive: z.boolean(),
    planPublished: z.boolean(),
  }),
})
export type UserDataStatus = z.infer<typeof userDataStatusSchema>

/** Login sign-in entries and whether each is configured (off ones are shown disabled or hidden). */
export const loginProviderSchema = z.object({
  id: z.enum(['qq', 'wx', 'telegram', 'google', 'x', 'line', 'partner']),
  enabled: z.boolean(),
})
