import type { LocalizedNames } from '../../../../protocol/entity-names'
import type { Rng } from '../../../seed/prng'
import type { ScriptedEvent } from '../script'

/** What a kind's engine knows of the match it writes. */
export type ScriptInput = {
  matchId: string
  gameId: number
  leagueId: string
  homeTeamId: string
  guestTeamId: string
  bestOf: number
  /** Seeded by the match id: the same match always plays out the same way. */
  rng: Rng
  /** Names from the catalogue (players for lineups, other teams of the league for PUBG lobbies). */
  catalogue: ScriptCatalogue
  /** An old match, to be stored compactly: only the final event needs the detail (saves copying it). */
  compact?: boolean
}

export type RosterPlayer = { name: string; role: string }

/** The catalogue as scripts read it; lookups of unknown ids give empty rosters and the id as name. */
export type ScriptCatalogue = {
  roster(teamId: string): readonly RosterPlayer[]
  teamName(teamId: string): string
  /** The team's name in English and traditional Chinese where they differ (server/matches/names.ts). */
  teamNames(teamId: string): LocalizedNames
  /** Every team of a league, in id order. */
  leagueTeams(leagueId: string): readonly string[]
}

/** One module per game kind (football, basketball, MOBA, FPS, battle royale): the rules of its matches. */
export type KindEngine = {
  /** The whole match, from kick-off to the final event, in time order. */
  script(input: ScriptInput): ScriptedEvent[]
  /** The best-of format of one match of `gameId`, picked by the calendar. */
  bestOf(rng: Rng, gameId: number): number
  /** A lower bound of a match's length in minutes (the calendar spaces matches by it). */
  shortestMinutes(gameId: number, bestOf: number): number
}
