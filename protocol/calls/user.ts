import { z } from 'zod'
import { coinTransactionSchema, roleSchema, userDataStatusSchema, userSchema } from '../auth'
import { realNameInputSchema, spendingStateSchema } from '../identity'
import { type CallDef, int32, noInput, queryInt } from './call-def'

const userId = queryInt.min(1)
const pageIndex = queryInt.min(1).default(1)
const pageSize = queryInt.min(1).max(100).default(20)

/** One entry of a user's follows or fans. */
export const followEntrySchema = z.object({
  uid: z.number().int(),
  username: z.string(),
  avatar: z.string().nullable(),
  signature: z.string(),
  level: z.number().int(),
  /** Whether the caller follows this user. */
  followed: z.boolean(),
  /** When the follow began (epoch ms). */
  since: z.number().int(),
})

/** One item of a user's public content list (news, posts); filled by the content issues. */
export const userContentItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  time: z.number().int(),
})

/** §7 User: profiles, preferences, follows, the coin ledger and account deletion. */
export const USER_CALLS = {
  userInfo: {
    method: 'GET',
    path: '/user/info',
    summary: "A user's profile; without userId the caller's own (errorCode 3000 when not logged in).",
    input: z.object({ userId: userId.optional() }).strict(),
    result: userSchema,
  },
  userContent: {
    method: 'GET',
    path: '/user/{userId}/{type}/{pageIndex}',
    summary: "A user's public content of one type, paged (20 a page).",
    input: z.object({ userId, type: z.enum(['news', 'post', 'video']), pageIndex }).strict(),
    result: z.object({ list: z.array(userContentItemSchema), total: z.number().int().min(0) }),
  },
  getUserDataStatus: {
    method: 'GET',
    path: '/user/getUserDataStatus',
    summary: "The caller's preferences: locale, favourite games, notifications.",
    input: noInput,
    result: userDataStatusSchema,
    auth: 'user',
  },
  saveUserDataStatus: {
    method: 'POST',
    path: '/user/saveUserDataStatus',
    summary: "Saves the caller's preferences.",
    input: userDataStatusSchema.strict(),
    result: userDataStatusSchema,
    auth: 'user',
  },
  modifyUser: {
    method: 'POST',
    path: '/user/modifyUser',
    summary: 'Edits username, signature and avatar (a square PNG/JPEG/WebP data URL of at most 40 KB; null resets it).',
    input: z
      .object({
        username: z.string().trim().optional(),
        signature: z.string().optional(),
        avatar: z.string().max(60_000).nullable().optional(),
      })
      .strict(),
    result: userSchema,
    auth: 'user',
  },
  userGold: {
    method: 'GET',
    path: '/user/userGold',
    summary: "The caller's coin balance and ledger, newest first.",
    input: z.object({ pageIndex, pageSize }).strict(),
    result: z.object({
      balance: z.number().int().min(0),
      list: z.array(coinTransactionSchema),
      total: z.number().int(),
    }),
    auth: 'user',
  },
  getFollowOrFansH5: {
    method: 'GET',
    path: '/user/getFollowOrFansH5',
    summary: "Whom a user follows ('follow') or who follows them ('fans'); the caller's own by default.",
    input: z.object({ type: z.enum(['follow', 'fans']), userId: userId.optional(), pageIndex, pageSize }).strict(),
    result: z.object({ list: z.array(followEntrySchema), total: z.number().int().min(0) }),
    auth: 'user',
  },
  followUser: {
    method: 'GET',
    path: '/user/followUser',
    summary: 'Follows (follow=true) or unfollows a user; answers whether the caller now follows them.',
    input: z.object({ userId, follow: z.enum(['true', 'false']).transform((v) => v === 'true') }).strict(),
    result: z.object({ followed: z.boolean(), fansCount: z.number().int().min(0) }),
    auth: 'user',
  },
  hasFollowUser: {
    method: 'GET',
    path: '/user/hasFollowUser',
    summary: 'Whether the caller follows a user.',
    input: z.object({ userId }).strict(),
    result: z.object({ followed: z.boolean() }),
    auth: 'user',
  },
  requestAccountDeletion: {
    method: 'POST',
    path: '/user/requestAccountDeletion',
    summary: 'Submits a request to delete the account (§5: deletion requires a submitted request); reviewed by staff.',
    input: z.object({ reason: z.string().max(500).default('') }).strict(),
    result: z.object({ requestedAt: z.number().int() }),
    auth: 'user',
  },
  spendingState: {
    method: 'GET',
    path: '/user/spending',
    summary:
      "The caller's real-name check, spend limits and what is left of them today and this month (GIFTING_RULES).",
    input: noInput,
    result: spendingStateSchema,
    auth: 'user',
  },
  verifyRealName: {
    method: 'POST',
    path: '/user/realName',
    summary:
      'Checks the name and identity card number with the real-name provider (5 tries a day); answers the spending state.',
    input: realNameInputSchema,
    result: spendingStateSchema,
    auth: 'user',
  },
  setUserRoles: {
    method: 'POST',
    path: '/user/setRoles',
    summary: "Administrators set a user's roles (expert, anchor, creator, channel partner, administrator).",
    input: z.object({ userId: int32.min(1), roles: z.array(roleSchema).max(7) }).strict(),
    result: userSchema,
    auth: ['admin'],
  },
} as const satisfies Record<string, CallDef>
