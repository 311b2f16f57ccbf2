import type { MatchDetail } from '../../protocol/match-detail'

/**
 * A match's detail beyond its live state (BP, veto, PUBG table, stats, lineups), from the newest event
 * that carried one. `seq` is that event's, so an older event arriving late does not overwrite it.
 */
export type MatchDetailRow = {
  matchId: string
  seq: number
  detail: MatchDetail
}
