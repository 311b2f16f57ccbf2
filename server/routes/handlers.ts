import { ANCHOR_HANDLERS } from './anchor/handlers'
import { ARTICLE_HANDLERS } from './articles/handlers'
import { BLIND_BOX_HANDLERS } from './blindbox/handlers'
import { CHANNEL_HANDLERS } from './channel/handlers'
import { CHAT_HANDLERS } from './chat/handlers'
import { COMMENT_HANDLERS } from './comments/handlers'
import { EXPERT_HANDLERS } from './expert/handlers'
import type { HandlerTable } from './handler'
import { LEAGUE_HANDLERS } from './league/handlers'
import { LIBRARY_HANDLERS } from './library/handlers'
import { LIVE_HANDLERS } from './live/handlers'
import { LOGIN_HANDLERS } from './login/handlers'
import { MALL_HANDLERS } from './mall/handlers'
import { MATCH_HANDLERS } from './match/handlers'
import { NEWS_HANDLERS } from './news/handlers'
import { PAYMENT_HANDLERS } from './payments/handlers'
import { POST_HANDLERS } from './posts/handlers'
import { SEARCH_HANDLERS } from './search/handlers'
import { SITE_HANDLERS } from './site/handlers'
import { SPORTS_HANDLERS } from './sports/handlers'
import { SYSTEM_HANDLERS } from './system/handlers'
import { USER_HANDLERS } from './user/handlers'
import { VIDEO_HANDLERS } from './videos/handlers'

/**
 * The handler of every call of protocol/calls.ts, one table per resource; a missing handler is a type
 * error. A new resource adds its table here.
 */
export const HANDLERS: HandlerTable = {
  ...SYSTEM_HANDLERS,
  ...MATCH_HANDLERS,
  ...LOGIN_HANDLERS,
  ...USER_HANDLERS,
  ...LEAGUE_HANDLERS,
  ...LIBRARY_HANDLERS,
  ...SEARCH_HANDLERS,
  ...SITE_HANDLERS,
  ...SPORTS_HANDLERS,
  ...ANCHOR_HANDLERS,
  ...LIVE_HANDLERS,
  ...CHAT_HANDLERS,
  ...EXPERT_HANDLERS,
  ...PAYMENT_HANDLERS,
  ...MALL_HANDLERS,
  ...BLIND_BOX_HANDLERS,
  ...CHANNEL_HANDLERS,
  ...NEWS_HANDLERS,
  ...ARTICLE_HANDLERS,
  ...VIDEO_HANDLERS,
  ...COMMENT_HANDLERS,
  ...POST_HANDLERS,
}
