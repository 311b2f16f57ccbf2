import type { LeagueSummary, Standings } from '../../../protocol/calls/league'
import type { GameEntry } from '../../../protocol/game-schemas'
import type { Match, MatchEvent } from '../../../protocol/match'
import type { HomeSectionId } from '../../db/home-sections'
import type { MatchListKey } from '../../db/match-list-row'
import type { FavouriteChange } from './side-writes'

/** Where a match event came from. Timeline events are a backfill of one match's history. */
export type MatchEventOrigin = 'socket' | 'poll' | 'catchup' | 'timeline'

/**
 * The matches feature's bus events. `global` on a match event means it belongs to the complete ordered
 * event stream (REST catch-up and poll, or the socket's 'matches' room after catch-up), so its id may
 * advance the stored cursor.
 */
export type MatchesEvent =
  | { type: 'match/event'; event: MatchEvent; origin: MatchEventOrigin; global: boolean }
  | { type: 'match/upsert'; match: Match }
  | { type: 'match/list'; matches: Match[] }
  /** Events of a match after `afterSeq`; 0 is its whole timeline (a detail page opened it). */
  | { type: 'timeline/loaded'; matchId: string; afterSeq: number; events: MatchEvent[] }
  /** Emitted by the writer after commit: events of the match are missing after `afterSeq`. */
  | { type: 'match/gap'; matchId: string; afterSeq: number }
  /** Emitted by the writer after commit: events arrived for a match the cache does not hold. */
  | { type: 'match/unknown'; matchId: string }
  /** Emitted by the writer after commit, for side effects that depend on the data being stored. */
  | { type: 'db/committed'; matchIds: string[] }
  | { type: 'games/loaded'; games: GameEntry[] }
  /** The client is up to date with the server's event stream up to `cursor`. */
  | { type: 'sync/caught-up'; at: number; cursor: number | null }
  /** Something made the socket's pushes incomplete (it just joined 'matches'): catch up by cursor again. */
  | { type: 'sync/requested' }
  // The matches screens' catalogue data and local preferences, stored by the catalog writer.
  | { type: 'leagues/loaded'; leagues: LeagueSummary[]; at: number }
  | { type: 'standings/loaded'; gameId: number; leagueId: string; standings: Standings; at: number }
  | { type: 'matchList/loaded'; key: MatchListKey; ids: string[]; at: number }
  /** Server day totals; `scope` is the game counted, 0 for every game. */
  | { type: 'dayCounts/loaded'; scope: number; counts: { day: string; total: number }[]; at: number }
  | { type: 'homeStandings/picked'; gameId: number; leagueId: string }
  | { type: 'home/order'; order: HomeSectionId[] }
  /** The user pinned a match to the watch wall or took it off (stored by the catalog writer). */
  | { type: 'watch/toggle'; matchId: string }
  /** The user followed or unfollowed a match (stored by the favourites writer). */
  | { type: 'favourites/toggle'; matchId: string; at: number }
  /** Emitted by the favourites writer after a toggle committed: the account sync should run. */
  | { type: 'favourites/changed' }
  /**
   * A sync's answers: each change sent (`updatedAt` as sent, `followed` as the account now has it), then
   * the account's followed match ids (null when the sync stopped before asking for them).
   */
  | {
      type: 'favourites/synced'
      confirmed: { matchId: string; updatedAt: number; followed: boolean }[]
      account: string[] | null
      at: number
    }
  /** Emitted by the match writer after commit: followed matches whose score or status changed. */
  | { type: 'favourites/marked'; changes: FavouriteChange[]; at: number }
