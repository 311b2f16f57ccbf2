import type { leagues, players, teams } from '../matches/tables'

export type LeagueRow = typeof leagues.$inferInsert
export type TeamRow = typeof teams.$inferInsert
export type PlayerRow = typeof players.$inferInsert

/** Everything one game contributes to the catalogue. */
export type GameCatalogue = {
  leagues: LeagueRow[]
  teams: TeamRow[]
  /** [leagueId, teamId] pairs; a team may play in several leagues (a domestic league and a cup). */
  leagueTeams: Array<[string, string]>
  players: PlayerRow[]
}

/** Builds `GameCatalogue.leagueTeams` and de-duplicated teams from league → team lists. */
export function mergeCatalogues(parts: GameCatalogue[]): GameCatalogue {
  const teamsById = new Map<string, TeamRow>()
  const pairs = new Set<string>()
  const merged: GameCatalogue = { leagues: [], teams: [], leagueTeams: [], players: [] }
  for (const part of parts) {
    merged.leagues.push(...part.leagues)
    for (const team of part.teams) if (!teamsById.has(team.id)) teamsById.set(team.id, team)
    for (const [leagueId, teamId] of part.leagueTeams) {
      const key = `${leagueId}\u0000${teamId}`
      if (pairs.has(key)) continue
      pairs.add(key)
      merged.leagueTeams.push([leagueId, teamId])
    }
    merged.players.push(...part.players)
  }
  merged.teams = [...teamsById.values()]
  return merged
}
