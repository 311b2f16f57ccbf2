import { buildCatalogue } from '../../seed/catalogue'
import { type LeagueTeams, toScriptCatalogue, withMixedCountries } from '../catalogue'
import type { ScriptCatalogue } from './kinds/kind'

/**
 * The seed's own catalogue without a database, for tests of scripts and calendars: the same leagues, teams
 * and squads the server seeds, so scripts run on real names. Built once per test file.
 */
export function seededCatalogue(): { leagues: LeagueTeams[]; catalogue: ScriptCatalogue } {
  const built = buildCatalogue()
  const byId = new Map(built.leagues.map((league) => [league.id, league]))
  const teamsById = new Map(built.teams.map((team) => [team.id, team]))
  const byLeague = new Map<string, LeagueTeams>()
  for (const [leagueId, teamId] of [...built.leagueTeams].sort(
    (a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]),
  )) {
    const seeded = byId.get(leagueId)
    const league = byLeague.get(leagueId) ?? {
      leagueId,
      gameId: seeded?.gameId ?? 0,
      region: seeded?.region ?? 'International',
      teamIds: [],
    }
    league.teamIds.push(teamId)
    const country = teamsById.get(teamId)?.country
    if (country) {
      league.countryOf ??= {}
      league.countryOf[teamId] = country
    }
    byLeague.set(leagueId, league)
  }
  const leagues = [...byLeague.values()].filter((league) => league.teamIds.length >= 2).map(withMixedCountries)
  const players = built.players.map((p) => ({ id: p.id, teamId: p.teamId ?? null, name: p.nickname, role: p.role }))
  return { leagues, catalogue: toScriptCatalogue(players, built.teams, leagues) }
}
