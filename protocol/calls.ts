import type { z } from 'zod'
import { ANCHOR_CALLS } from './calls/anchor'
import { ARTICLE_CALLS } from './calls/articles'
import { BLIND_BOX_CALLS } from './calls/blindbox'
import type { CallDef } from './calls/call-def'
import { CHANNEL_CALLS } from './calls/channel'
import { COMMENT_CALLS } from './calls/comments'
import { EXPERT_CALLS } from './calls/expert'
import { LEAGUE_CALLS } from './calls/league'
import { LIBRARY_CALLS } from './calls/library'
import { LIVE_CALLS } from './calls/live'
import { LOGIN_CALLS } from './calls/login'
import { MALL_CALLS } from './calls/mall'
import { MATCH_CALLS } from './calls/match'
import { NEWS_CALLS } from './calls/news'
import { PAYMENT_CALLS } from './calls/payments'
import { POST_CALLS } from './calls/posts'
import { SEARCH_CALLS } from './calls/search'
import { SITE_CALLS } from './calls/site'
import { SPORTS_CALLS } from './calls/sports'
import { SYSTEM_CALLS } from './calls/system'
import { USER_CALLS } from './calls/user'
import { VIDEO_CALLS } from './calls/videos'

export type { CallDef } from './calls/call-def'
export { matchPageSchema } from './calls/match'
export { systemConfigSchema } from './calls/system'

/**
 * Every /java call, merged from one file per resource of the spec's §7 in protocol/calls/. A new call goes
 * into its resource's file (a new resource gets a new file, spread in here).
 */
export const CALLS = {
  ...SYSTEM_CALLS,
  ...MATCH_CALLS,
  ...LEAGUE_CALLS,
  ...LIBRARY_CALLS,
  ...SPORTS_CALLS,
  ...LOGIN_CALLS,
  ...USER_CALLS,
  ...ANCHOR_CALLS,
  ...LIVE_CALLS,
  ...SEARCH_CALLS,
  ...SITE_CALLS,
  ...EXPERT_CALLS,
  ...PAYMENT_CALLS,
  ...MALL_CALLS,
  ...BLIND_BOX_CALLS,
  ...CHANNEL_CALLS,
  ...NEWS_CALLS,
  ...ARTICLE_CALLS,
  ...COMMENT_CALLS,
  ...POST_CALLS,
  ...VIDEO_CALLS,
} as const satisfies Record<string, CallDef>

export type CallName = keyof typeof CALLS
export type CallInput<N extends CallName> = z.input<(typeof CALLS)[N]['input']>
export type CallResult<N extends CallName> = z.infer<(typeof CALLS)[N]['result']>
