import { z } from 'zod'
import {
  anchorProfileSchema,
  anchorStandingSchema,
  anchorStatusSchema,
  banReasonSchema,
  LIVE_LIMITS,
  liveRoomSchema,
  liveSettingsSchema,
  revenueRecordSchema,
} from '../live'
import { LIVE_MESSAGES } from '../messages/live'
import { phoneSchema } from '../validation'
import { type CallDef, int32, noInput, queryInt } from './call-def'

const days = z.union([z.literal(7), z.literal(14), z.literal(30)])

/** A data URL of an image; the server checks type, size and (for detail pictures) squareness. */
const imageDataUrl = z.string().max(300_000)

/** §5 live: title not empty, at most 30 characters. */
export const liveTitleSchema = z
  .string({ error: LIVE_MESSAGES.titleRequired.id })
  .trim()
  .min(1, { error: LIVE_MESSAGES.titleRequired.id })
  .max(LIVE_LIMITS.titleMax, { error: LIVE_MESSAGES.titleTooLong.id })

/** §5: anchor info not empty. */
export const anchorInfoSchema = z.object({
  shortIntro: z
    .string()
    .trim()
    .min(1, { error: LIVE_MESSAGES.anchorInfoRequired.id })
    .max(LIVE_LIMITS.introShortMax, { error: LIVE_MESSAGES.anchorInfoTooLong.id }),
  detailIntro: z
    .string()
    .trim()
    .min(1, { error: LIVE_MESSAGES.anchorInfoRequired.id })
    .max(LIVE_LIMITS.introDetailMax, { error: LIVE_MESSAGES.anchorInfoTooLong.id }),
  /** Kept pictures are their URLs; new ones data URLs. Square, at most 3. */
  pictures: z.array(z.string().max(300_000)).max(3, { error: LIVE_MESSAGES.picturesTooMany.id }),
})

/** §4/§5 anchor application: the phone bound to the account, 18 or older, the rules accepted. */
export const anchorApplicationSchema = z.object({
  realName: z
    .string()
    .trim()
    .min(2, { error: LIVE_MESSAGES.realNameRequired.id })
    .max(20, { error: LIVE_MESSAGES.realNameRequired.id }),
  /** YYYY-MM-DD. */
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: LIVE_MESSAGES.birthDateInvalid.id }),
  mobile: phoneSchema,
  gameId: z.number().int(),
  shortIntro: anchorInfoSchema.shape.shortIntro,
  acceptRules: z.literal(true, { error: LIVE_MESSAGES.rulesNotAccepted.id }),
})

export const applicationEntrySchema = z.object({
  uid: z.number().int(),
  username: z.string(),
  realName: z.string(),
  birthDate: z.string(),
  gameId: z.number().int(),
  shortIntro: z.string(),
  status: anchorStatusSchema,
  banReason: banReasonSchema.nullable(),
  appliedAt: z.number().int(),
})

/** §7 Anchor: the application, the anchor centre (settings, start and end live, info, revenue), reviews. */
export const ANCHOR_CALLS = {
  anchorWhether: {
    method: 'GET',
    path: '/anchor/whether',
    summary: "Whether the caller is an anchor (passed review and not banned), with the caller's standing.",
    input: noInput,
    result: anchorStandingSchema.extend({ anchor: z.boolean() }),
    auth: 'user',
  },
  anchorStatus: {
    method: 'GET',
    path: '/anchor/status',
    summary: "The caller's application status: none, underReview, passed or banned (with the reason).",
    input: noInput,
    result: anchorStandingSchema,
    auth: 'user',
  },
  anchorIsBroadcast: {
    method: 'GET',
    path: '/anchor/isBroadcast',
    summary: "Whether the caller's room is live, and whether the ingest receives its stream.",
    input: noInput,
    result: z.object({ live: z.boolean(), publishing: z.boolean(), roomId: z.number().int().nullable() }),
    auth: ['anchor'],
  },
  anchorBroadcast: {
    method: 'GET',
    path: '/anchor/broadcast',
    summary:
      'Start live (§4: after starting the stream in the tool). Refused when banned, the title is empty or the linked match is outside the live window.',
    input: noInput,
    result: liveRoomSchema,
    auth: ['anchor'],
  },
  anchorLiveInfo: {
    method: 'GET',
    path: '/anchor/liveInfo',
    summary: "The caller's live settings, stream address and stream code.",
    input: noInput,
    result: liveSettingsSchema,
    auth: ['anchor'],
  },
  anchorDowncast: {
    method: 'GET',
    path: '/anchor/downcast',
    summary: 'End live (§4: after stopping the stream in the tool).',
    input: noInput,
    result: liveRoomSchema,
    auth: ['anchor'],
  },
  anchorGoldDetail: {
    method: 'GET',
    path: '/anchor/goldDetail',
    summary: "The caller's revenue per Beijing day over the last 7, 14 or 30 days, oldest first, every day present.",
    input: z.object({ days: z.coerce.number().pipe(days).default(7) }).strict(),
    result: z.object({ list: z.array(revenueRecordSchema), total: z.number().int().min(0) }),
    auth: ['anchor'],
  },
  anchorGoldTotal: {
    method: 'GET',
    path: '/anchor/goldTotal',
    summary: "The caller's revenue: today, the last 7 days and all time, in coins.",
    input: noInput,
    result: z.object({
      today: z.number().int().min(0),
      week: z.number().int().min(0),
      total: z.number().int().min(0),
    }),
    auth: ['anchor'],
  },
  anchorApplication: {
    method: 'POST',
    path: '/anchor/application',
    summary: 'Apply to become an anchor (§4, §5): the bound phone, 18 or older, the 11 prohibitions accepted.',
    input: anchorApplicationSchema.strict(),
    result: anchorStandingSchema,
    auth: 'user',
  },
  anchorToggleMatchId: {
    method: 'POST',
    path: '/anchor/toggleMatchId',
    summary: 'Links the room to a match in progress or starting within 1 hour, or unlinks it (matchId null).',
    input: z.object({ matchId: z.string().max(64).nullable() }).strict(),
    result: liveSettingsSchema,
    auth: ['anchor'],
  },
  updateAnchor: {
    method: 'POST',
    path: '/anchor/updateAnchor',
    summary:
      'Edits live settings: title, cover (data URL, null resets), game, paid and login-only flags, chat settings; regenerateCode issues a new stream code.',
    input: z
      .object({
        title: liveTitleSchema.optional(),
        cover: imageDataUrl.nullable().optional(),
        gameId: int32.optional(),
        paid: z.boolean().optional(),
        loginOnly: z.boolean().optional(),
        chatOpen: z.boolean().optional(),
        slowModeSeconds: z
          .number()
          .int()
          .refine((value) => (LIVE_LIMITS.slowModeChoices as readonly number[]).includes(value))
          .optional(),
        chatMinLevel: z.number().int().min(0).max(100).optional(),
        keywords: z
          .array(z.string().trim().min(1).max(LIVE_LIMITS.keywordMaxLength))
          .max(LIVE_LIMITS.keywordsMax, { error: LIVE_MESSAGES.keywordsTooMany.id })
          .optional(),
        regenerateCode: z.boolean().optional(),
      })
      .strict(),
    result: liveSettingsSchema,
    auth: ['anchor'],
    bodyLimit: 512 * 1024,
  },
  anchorInfo: {
    method: 'POST',
    path: '/anchor/anchorInfo',
    summary: "Saves the caller's anchor info: short and detailed introduction, up to 3 square pictures.",
    input: anchorInfoSchema.strict(),
    result: anchorProfileSchema,
    auth: ['anchor'],
    bodyLimit: 1536 * 1024,
  },
  anchorProfile: {
    method: 'GET',
    path: '/anchor/profile',
    summary: "An anchor's public profile (the caller's own without uid).",
    input: z.object({ uid: queryInt.min(1).optional() }).strict(),
    result: anchorProfileSchema,
  },
  anchorList: {
    method: 'GET',
    path: '/anchor/list',
    summary: 'Anchors (passed, not banned), live ones first then by fans; optionally of one game.',
    input: z
      .object({
        gameId: queryInt.optional(),
        pageIndex: queryInt.min(1).default(1),
        pageSize: queryInt.min(1).max(100).default(40),
      })
      .strict(),
    result: z.object({ list: z.array(anchorProfileSchema), total: z.number().int().min(0) }),
  },
  anchorApplications: {
    method: 'GET',
    path: '/admin/anchor/applications',
    summary: 'Administrators: applications, those under review first.',
    input: z.object({ status: anchorStatusSchema.optional(), pageIndex: queryInt.min(1).default(1) }).strict(),
    result: z.object({ list: z.array(applicationEntrySchema), total: z.number().int().min(0) }),
    auth: ['admin'],
  },
  anchorReview: {
    method: 'POST',
    path: '/admin/anchor/review',
    summary:
      'Administrators: pass an application (the user becomes an anchor with a room), or ban (violation or other reasons); a ban ends a live broadcast at once.',
    input: z
      .object({
        uid: int32.min(1),
        decision: z.enum(['pass', 'ban']),
        reason: banReasonSchema.optional(),
      })
      .strict(),
    result: anchorStandingSchema,
    auth: ['admin'],
  },
} as const satisfies Record<string, CallDef>
