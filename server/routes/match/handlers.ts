import type { MATCH_CALLS } from '../../../protocol/calls/match'
import type { HandlersOf } from '../handler'
import { attention, attentionList } from './attention'
import { seriesCount, sevenDayMatch, sevenDayResults } from './calendar'
import { matchDetail } from './detail'
import { matchEvents, matchTimeline } from './events'
import {
  hotLive,
  liveMatches,
  livingFuture,
  matchesByCondition,
  pastMatches,
  pcMatches,
  upcomingMatches,
} from './lists'

export const MATCH_HANDLERS: HandlersOf<typeof MATCH_CALLS> = {
  pcMatches,
  liveMatches,
  pastMatches,
  upcomingMatches,
  matchesByCondition,
  livingFuture,
  hotLive,
  matchDetail,
  matchEvents,
  matchTimeline,
  seriesCount,
  sevenDayMatch,
  sevenDayResults,
  attention,
  attentionList,
}
