import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { localizedNames } from '../matches/names'
import { leagues, leagueTeams, players, teams } from '../matches/tables'
import type { RosterPlayer, ScriptCatalogue } from './builtin/kinds/kind'

/**
 * A league and its teams, as the providers draw fixtures from them; `region` sets its kick-off hours. A
 * league of clubs from several countries (the Champions League) says each team's country: two clubs of one
 * country do not meet in its league phase.
 */
export type LeagueTeams = {
  leagueId: string
  gameId: number
  region: string
  teamIds: string[]
  countryOf?: Record<string, string>
}

/** Every league with at least two teams, in id order (so calendars drawn from it are deterministic). */
export async function leaguesWithTeams(db: Database): Promise<LeagueTeams[]> {
  const rows = await db
    .select({
      leagueId: leagueTeams.leagueId,
      teamId: leagueTeams.teamId,
      gameId: leagues.gameId,
      region: leagues.region,
      country: teams.country,
    })
    .from(leagueTeams)
    .innerJoin(leagues, eq(leagues.id, leagueTeams.leagueId))
    .innerJoin(teams, eq(teams.id, leagueTeams.teamId))
    .orderBy(asc(leagueTeams.leagueId), asc(leagueTeams.teamId))
  const byLeague = new Map<string, LeagueTeams>()
  for (const row of rows) {
    const league = byLeague.get(row.leagueId) ?? {
      leagueId: row.leagueId,
      gameId: row.gameId,
      region: row.region,
      teamIds: [],
    }
    league.teamIds.push(row.teamId)
    if (row.country) {
      league.countryOf ??= {}
      league.countryOf[row.teamId] = row.country
    }
    byLeague.set(row.leagueId, league)
  }
  return [...byLeague.values()].filter((league) => league.teamIds.length >= 2).map(withMixedCountries)
}

/** Keeps `countryOf` only for a league whose teams come from more than one country. */
export function withMixedCountries(league: LeagueTeams): LeagueTeams {
  const countries = new Set(Object.values(league.countryOf ?? {}))
  if (countries.size > 1) return league
  const { countryOf: _countries, ...rest } = league
  return rest
}

/**
 * The names scripts need (squads for lineups, team names for PUBG tables), read once when the provider
 * starts. Squads keep the catalogue's roster order (ids end in the player's number).
 */
export async function scriptCatalogue(db: Database, leagueList: readonly LeagueTeams[]): Promise<ScriptCatalogue> {
  const [playerRows, teamRows] = await Promise.all([
    db.select({ id: players.id, teamId: players.teamId, name: players.nickname, role: players.role }).from(players),
    db.select({ id: teams.id, name: teams.name, nameEn: teams.nameEn }).from(teams),
  ])
  return toScriptCatalogue(playerRows, teamRows, leagueList)
}

/** The catalogue lookups over plain rows (the database's, or the seed's own in tests). */
export function toScriptCatalogue(
  playerRows: ReadonlyArray<{ id: string; teamId: string | null; name: string; role: string }>,
  teamRows: ReadonlyArray<{ id: string; name: string; nameEn?: string | null }>,
  leagueList: readonly LeagueTeams[],
): ScriptCatalogue {
  const collator = new Intl.Collator('en', { numeric: true })
  const sorted = [...playerRows].sort((a, b) => collator.compare(a.id, b.id))
  const rosters = new Map<string, RosterPlayer[]>()
  for (const row of sorted) {
    if (!row.teamId) continue
    const squad = rosters.get(row.teamId) ?? []
    squad.push({ name: row.name, role: row.role })
    rosters.set(row.teamId, squad)
  }
  const names = new Map(teamRows.map((row) => [row.id, row.name]))
  const otherNames = new Map(teamRows.map((row) => [row.id, row.nameEn]))
  const byLeague = new Map(leagueList.map((league) => [league.leagueId, league.teamIds]))
  return {
    roster: (teamId) => rosters.get(teamId) ?? [],
    teamName: (teamId) => names.get(teamId) ?? teamId,
    teamNames: (teamId) => localizedNames(names.get(teamId) ?? teamId, otherNames.get(teamId)),
    leagueTeams: (leagueId) => byLeague.get(leagueId) ?? [],
  }
}
