import type { GameEntry } from '../../protocol/game-schemas'

/** Key/value rows of small client state that must survive reloads. */
export type MetaRow =
  /** The global match-event cursor: the highest event id of the complete event stream written so far. */
  | { key: 'cursor'; value: number }
  /** When the client last caught up with the server (epoch ms). */
  | { key: 'lastSyncAt'; value: number }
  /** GET /game/getPCGameSource, in the language it was fetched in. */
  | { key: 'games'; value: GameEntry[] }
  /** The home sections in the order the user dragged them to (ids as stored; see home-sections.ts). */
  | { key: 'homeSectionOrder'; value: string[] }
  /** The account whose favourites were last merged into the favourites table (its uid). */
  | { key: 'favouritesAccount'; value: string }
  /** The league whose standings the home's match-data section shows (chosen when the leagues load). */
  | { key: 'homeStandings'; value: { gameId: number; leagueId: string } }
  /** The server database's epoch (GET /system/config dataEpoch) the cached data came from. */
  | { key: 'dataEpoch'; value: string }
  /** The matches pinned to the watch wall (/watch), in the order they were pinned; at most LIMITS.watchWallMax. */
  | { key: 'watchWall'; value: string[] }

export type MetaKey = MetaRow['key']
export type MetaValue<K extends MetaKey> = Extract<MetaRow, { key: K }>['value']
