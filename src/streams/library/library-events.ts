import type { PlayerCard, TeamCard } from '../../../protocol/calls/library'
import type { LibraryPageRow } from '../../db/library-rows'

/** The libraries' bus events; the library writer stores them. */
export type LibraryEvent =
  /** Every team of a game, loaded page by page: replaces the game's stored teams when `complete`. */
  | { type: 'library/teams'; gameId: number; list: TeamCard[]; complete: boolean; at: number }
  | { type: 'library/players'; gameId: number; list: PlayerCard[]; complete: boolean; at: number }
  | { type: 'library/page'; row: LibraryPageRow }
