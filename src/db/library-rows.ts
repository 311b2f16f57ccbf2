import type {
  HeadToHead,
  LibraryLeaguePage,
  PlayerCard,
  PlayerPage,
  TeamCard,
  TeamPage,
} from '../../protocol/calls/library'

// The reference libraries as cached: list rows per team and player, and one row per page seen, so every
// library screen opens offline with what was last loaded.

export type LibraryTeamRow = TeamCard & { fetchedAt: number }
export type LibraryPlayerRow = PlayerCard & { teamId: string; fetchedAt: number }

/** A page as the server answered it; `id` is the league, team or player id, `team|opponent` for 'h2h'. */
export type LibraryPageRow =
  | { kind: 'league'; id: string; page: LibraryLeaguePage; fetchedAt: number }
  | { kind: 'team'; id: string; page: TeamPage; fetchedAt: number }
  | { kind: 'player'; id: string; page: PlayerPage; fetchedAt: number }
  | { kind: 'h2h'; id: string; page: HeadToHead; fetchedAt: number }

export type LibraryPageKind = LibraryPageRow['kind']
export type LibraryPageOf<K extends LibraryPageKind> = Extract<LibraryPageRow, { kind: K }>['page']
