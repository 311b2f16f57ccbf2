import type { Standings } from '../../protocol/calls/league'

/** One league's table and leader boards (GET /match/standings), cached for offline reading. */
export type StandingsRow = Standings & {
  gameId: number
  leagueId: string
  fetchedAt: number
}
