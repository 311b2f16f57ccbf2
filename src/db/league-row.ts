import type { LeagueSummary } from '../../protocol/calls/league'

/**
 * A league as the league filter and the data page list it (GET /league/match_leagues). Its live and
 * upcoming counts are as of `fetchedAt`.
 */
export type LeagueRow = LeagueSummary & { fetchedAt: number }
