import { z } from 'zod'
import { LIVE_LIMITS } from './live-limits'
import { LIVE_MESSAGES } from './messages/live'

// Live rooms, anchors, chat and gifts (§3 Live room, Anchor profile, Revenue record; §8 chat and gifts). The
// limits are in live-limits.ts (the client's cache reads them without these schemas); exported here as well.
export { LIVE_LIMITS }

/** §4 anchor application: apply → under review → passed, or banned. 'none' has never applied. */
export const anchorStatusSchema = z.enum(['none', 'underReview', 'passed', 'banned'])
export type AnchorStatus = z.infer<typeof anchorStatusSchema>

/** Why an anchor was banned (§4: suspected violations or other reasons). */
export const banReasonSchema = z.enum(['violation', 'other'])
export type BanReason = z.infer<typeof banReasonSchema>

/**
 * A room's broadcast state as viewers see it: 'offline' (never or long not live), 'live' (the anchor clicked
 * start live), 'ended' (ended within the last hour). While 'live', `publishing` says whether the ingest
 * receives video; 'live' without publishing is a stall (or the tool not started yet).
 */
export const liveStateSchema = z.enum(['offline', 'live', 'ended'])
export type LiveState = z.infer<typeof liveStateSchema>

/** §3 Live room, as everyone sees it (the stream code is the owner's only: see liveSettingsSchema). */
export const liveRoomSchema = z.object({
  /** Positive integer: live rooms live at /{game}/{roomId}, match ids are never all digits. */
  roomId: z.number().int().min(1),
  anchorUid: z.number().int(),
  anchorName: z.string(),
  anchorAvatar: z.string().nullable(),
  gameId: z.number().int(),
  title: z.string(),
  /** URL of the cover image, null for the default. */
  cover: z.string().nullable(),
  matchId: z.string().nullable(),
  paid: z.boolean(),
  /** Only logged-in viewers may watch. */
  loginOnly: z.boolean(),
  state: liveStateSchema,
  publishing: z.boolean(),
  viewers: z.number().int().min(0),
  /** When the current (or last) broadcast started and ended, epoch ms. */
  startedAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
  chatOpen: z.boolean(),
  slowModeSeconds: z.number().int().min(0),
  chatMinLevel: z.number().int().min(0),
  /** Bumped on every change; a client keeps the highest it has seen. */
  version: z.number().int(),
})
export type LiveRoom = z.infer<typeof liveRoomSchema>

/** How long a signed HLS address (playlist and segments) stays valid once handed out. */
export const HLS_URL_TTL_MS = 5 * 60_000

const SIGNED_HLS = /\/hls\/(\d+)\/[^/?#]+\//

/** A signed HLS address without its token: the same stream whatever token a refresh brought. */
export function hlsStreamOf(url: string): string {
  return url.replace(SIGNED_HLS, (_whole, roomId: string) => `/hls/${roomId}/`)
}

/**
 * `requestUrl` (a playlist or segment under a signed address) with the token of `playlistUrl`, the
 * newest address of the same room, so a playing stream moves to a refreshed token without reloading.
 */
export function withHlsToken(requestUrl: string, playlistUrl: string): string {
  const newest = SIGNED_HLS.exec(playlistUrl)
  const current = SIGNED_HLS.exec(requestUrl)
  if (!newest || !current || newest[1] !== current[1]) return requestUrl
  return requestUrl.replace(SIGNED_HLS, newest[0])
}

/**
 * What a viewer may play. `hlsUrl` is set only when the room is live, publishing, and the viewer passes
 * the room's gate; otherwise `gate` says why not.
 */
export const playbackSchema = z.object({
  roomId: z.number().int(),
  /** Signed for this viewer and valid for `hlsUrlExpiresInMs`: ask for playback again before then. */
  hlsUrl: z.string().nullable(),
  hlsUrlExpiresInMs: z.number().int().min(0).nullable().default(null),
  gate: z.enum(['open', 'login', 'paid', 'notLive']),
  price: z.number().int().min(0),
})
export type Playback = z.infer<typeof playbackSchema>

/** §3 Anchor profile, public. */
export const anchorProfileSchema = z.object({
  uid: z.number().int(),
  roomId: z.number().int().nullable(),
  name: z.string(),
  avatar: z.string().nullable(),
  gameId: z.number().int(),
  shortIntro: z.string(),
  detailIntro: z.string(),
  /** URLs of up to 3 square detail pictures. */
  pictures: z.array(z.string()).max(3),
  fans: z.number().int().min(0),
  live: z.boolean(),
})
export type AnchorProfile = z.infer<typeof anchorProfileSchema>

/** The owner's live settings (anchor centre): §3 Live room's title, cover, match, paid flag, stream address and code. */
export const liveSettingsSchema = z.object({
  roomId: z.number().int(),
  gameId: z.number().int(),
  title: z.string(),
  cover: z.string().nullable(),
  matchId: z.string().nullable(),
  paid: z.boolean(),
  loginOnly: z.boolean(),
  /** rtmp://host:port/live — where the streaming tool pushes. */
  streamAddress: z.string(),
  /** The secret stream key; the ingest refuses any other. */
  streamCode: z.string(),
  state: liveStateSchema,
  publishing: z.boolean(),
  chatOpen: z.boolean(),
  slowModeSeconds: z.number().int().min(0),
  chatMinLevel: z.number().int().min(0),
  keywords: z.array(z.string()),
})
export type LiveSettings = z.infer<typeof liveSettingsSchema>

/** The caller's standing as an anchor (/anchor/whether, /anchor/status). */
export const anchorStandingSchema = z.object({
  status: anchorStatusSchema,
  banReason: banReasonSchema.nullable(),
  roomId: z.number().int().nullable(),
  appliedAt: z.number().int().nullable(),
  reviewedAt: z.number().int().nullable(),
})
export type AnchorStanding = z.infer<typeof anchorStandingSchema>

/** §3 Revenue record: one Beijing day's profit in coins. */
export const revenueRecordSchema = z.object({ date: z.string(), profit: z.number().int().min(0) })
export type RevenueRecord = z.infer<typeof revenueRecordSchema>

export const giftSchema = z.object({
  id: z.string(),
  /** Message id of its name in protocol/messages/live.ts; the client shows it in the viewer's language. */
  nameId: z.string(),
  price: z.number().int().min(1),
  /** URL of the gift's picture (an SVG served from public/gifts). */
  icon: z.string(),
  /** The effect played for everyone: 'float' (small) or 'banner' (big gifts). */
  effect: z.enum(['float', 'banner']),
})
export type Gift = z.infer<typeof giftSchema>

/** The gift list (§7 GET /gift), the same everywhere; prices are the server's, never the client's. */
export const GIFTS: readonly Gift[] = [
  { id: 'heart', nameId: LIVE_MESSAGES.giftHeart.id, price: 1, icon: '/gifts/heart.svg', effect: 'float' },
  { id: 'flower', nameId: LIVE_MESSAGES.giftFlower.id, price: 2, icon: '/gifts/flower.svg', effect: 'float' },
  { id: 'trophy', nameId: LIVE_MESSAGES.giftTrophy.id, price: 10, icon: '/gifts/trophy.svg', effect: 'float' },
  { id: 'car', nameId: LIVE_MESSAGES.giftCar.id, price: 50, icon: '/gifts/car.svg', effect: 'banner' },
  { id: 'rocket', nameId: LIVE_MESSAGES.giftRocket.id, price: 100, icon: '/gifts/rocket.svg', effect: 'banner' },
  { id: 'crown', nameId: LIVE_MESSAGES.giftCrown.id, price: 500, icon: '/gifts/crown.svg', effect: 'banner' },
]

export const leaderboardTypeSchema = z.enum(['day', 'week', 'total'])
export type LeaderboardType = z.infer<typeof leaderboardTypeSchema>

/**
 * One sender of a room's leaderboard. Ranked by activity — gifts sent, then days on which they sent — never by
 * money: China's rules on live-stream tipping forbid boards that rank users by what they spent, so no coin
 * amount is on it; minors are never listed.
 */
export const leaderboardEntrySchema = z.object({
  rank: z.number().int().min(1),
  uid: z.number().int(),
  username: z.string(),
  avatar: z.string().nullable(),
  /** Gifts sent in the board's period (a count of items, whatever each cost). */
  gifts: z.number().int().min(0),
  /** Beijing days in the period on which they sent one. */
  days: z.number().int().min(0),
})
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>

export const leaderboardSchema = z.object({
  roomId: z.number().int(),
  type: leaderboardTypeSchema,
  entries: z.array(leaderboardEntrySchema),
  /** Server time of the computation. */
  at: z.number().int(),
})
export type Leaderboard = z.infer<typeof leaderboardSchema>

/**
 * One line of a room's chat, numbered by `seq` per room (1, 2, …, no gaps): 'chat' from a user, 'gift' a
 * gift sent (with giftId and count), 'system' a line from the server (match events, welcome; `text` is a
 * message id and `params` its values, shown in the reader's language), 'removal' retracts the messages
 * listed in `removes` (a moderator removed them). Text is always shown as text, never as HTML.
 */
export const chatMessageSchema = z.object({
  roomId: z.number().int(),
  seq: z.number().int().min(1),
  kind: z.enum(['chat', 'gift', 'system', 'removal']),
  uid: z.number().int().nullable(),
  username: z.string().nullable(),
  level: z.number().int().nullable(),
  text: z.string(),
  params: z.record(z.string(), z.string()).nullable(),
  giftId: z.string().nullable(),
  giftCount: z.number().int().nullable(),
  removes: z.array(z.number().int()).nullable(),
  at: z.number().int(),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

/** Socket room names of live data: every room's list state, or one room's chat, gifts and viewers. */
export const LIVE_LIST_ROOM = 'live' as const
export function liveRoomChannel(roomId: number): `live:${number}` {
  return `live:${roomId}`
}
