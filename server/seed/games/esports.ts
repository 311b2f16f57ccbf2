import { generateRoster, type RosterPlan } from '../rosters'
import type { GameCatalogue, LeagueRow, PlayerRow, TeamRow } from '../types'

export type TeamSpec = { slug: string; en: string; zh: string; short: string; country: string }

export type EsportsLeagueSpec = {
  code: string
  en: string
  zh: string
  short: string
  region: string
  tier: number
  /** Team slugs of this league; a slug may appear in several leagues. */
  teams: readonly string[]
}

/**
 * One esports game's catalogue from its team table and league lists. Teams a dataset describes keep that
 * dataset as their source and may bring their real rosters; every other team gets a generated roster.
 */
export function esportsCatalogue(options: {
  prefix: string
  gameId: number
  teams: readonly TeamSpec[]
  leagues: readonly EsportsLeagueSpec[]
  plan: RosterPlan
  /** Dataset of the teams it describes, by slug. */
  teamSources?: ReadonlyMap<string, string>
  /** Real rosters by team slug. */
  rosters?: ReadonlyMap<string, PlayerRow[]>
}): GameCatalogue {
  const { prefix, gameId } = options
  const specs = new Map(options.teams.map((team) => [team.slug, team]))
  const catalogue: GameCatalogue = { leagues: [], teams: [], leagueTeams: [], players: [] }
  for (const spec of options.teams) {
    const team: TeamRow = {
      id: `${prefix}-team-${spec.slug}`,
      gameId,
      name: spec.zh,
      nameEn: spec.en,
      shortName: spec.short,
      country: spec.country,
      source: options.teamSources?.get(spec.slug) ?? 'generated',
    }
    catalogue.teams.push(team)
    catalogue.players.push(...(options.rosters?.get(spec.slug) ?? generateRoster(team, options.plan)))
  }
  for (const spec of options.leagues) {
    const league: LeagueRow = {
      id: `${prefix}-league-${spec.code}`,
      gameId,
      name: spec.zh,
      nameEn: spec.en,
      shortName: spec.short,
      region: spec.region,
      tier: spec.tier,
      source: 'generated',
    }
    catalogue.leagues.push(league)
    for (const slug of spec.teams) {
      if (!specs.has(slug)) throw new Error(`league ${league.id} lists unknown team ${slug}`)
      catalogue.leagueTeams.push([league.id, `${prefix}-team-${slug}`])
    }
  }
  return catalogue
}
