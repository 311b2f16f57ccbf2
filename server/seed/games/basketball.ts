import { CBA_TEAMS, NBA_ZH } from '../names/basketball-zh'
import { generateRoster, type RosterPlan, slugify } from '../rosters'
import { nbaTeamNames, nbaTeamProfiles } from '../source-files'
import type { GameCatalogue, PlayerRow, TeamRow } from '../types'

const GAME_ID = 201
const PROFILES_SOURCE = 'open-computing-nba-teams'

const FULL_ROLES = [
  'guard',
  'guard',
  'guard',
  'guard',
  'guard',
  'forward',
  'forward',
  'forward',
  'forward',
  'forward',
  'center',
  'center',
]
/** What a team with the dataset's three sample players still needs for a squad of twelve. */
const FILL_ROLES = ['guard', 'guard', 'guard', 'forward', 'forward', 'forward', 'center', 'center', 'guard']
const NBA_PLAN: RosterPlan = {
  roles: FULL_ROLES,
  birthYears: [1990, 2005],
  importShare: 0.25,
  importCountries: ['CA', 'FR', 'AU', 'DE', 'RS'],
  nickname: 'name',
}
const CBA_PLAN: RosterPlan = {
  roles: FULL_ROLES,
  birthYears: [1990, 2005],
  importShare: 0.12,
  importCountries: ['US'],
  nickname: 'name',
}

export function basketballCatalogue(): GameCatalogue {
  const nba = {
    id: 'basketball-league-nba',
    gameId: GAME_ID,
    name: 'NBA',
    nameEn: 'National Basketball Association',
    shortName: 'NBA',
    region: 'USA',
    tier: 1,
    source: 'nba-data-2010-2024',
  }
  const cba = {
    id: 'basketball-league-cba',
    gameId: GAME_ID,
    name: 'CBA',
    nameEn: 'Chinese Basketball Association',
    shortName: 'CBA',
    region: 'China',
    tier: 1,
    source: 'generated',
  }
  const catalogue: GameCatalogue = { leagues: [nba, cba], teams: [], leagueTeams: [], players: [] }

  // The profiles name teams in full ("Los Angeles Clippers"); the nickname is unique across the league.
  const profiles = new Map(nbaTeamProfiles().map((profile) => [profile.team.split(' ').at(-1) ?? '', profile]))
  for (const [abbreviation, nameEn] of [...nbaTeamNames()].sort(([a], [b]) => a.localeCompare(b))) {
    const zh = NBA_ZH[abbreviation] ?? { name: nameEn, short: abbreviation }
    const team: TeamRow = {
      id: `basketball-team-${abbreviation.toLowerCase()}`,
      gameId: GAME_ID,
      name: zh.name,
      nameEn,
      shortName: zh.short,
      country: 'US',
      source: 'nba-data-2010-2024',
    }
    catalogue.teams.push(team)
    catalogue.leagueTeams.push([nba.id, team.id])
    const profile = profiles.get(nameEn.split(' ').at(-1) ?? '')
    if (!profile) {
      catalogue.players.push(...generateRoster(team, NBA_PLAN))
      continue
    }
    const samples: PlayerRow[] = profile.players.map((player) => ({
      id: `basketball-player-${abbreviation.toLowerCase()}-${slugify(player.name)}`,
      gameId: GAME_ID,
      teamId: team.id,
      nickname: player.name,
      realName: player.name,
      role: player.position.toLowerCase(),
      country: null,
      birthDate: null,
      source: PROFILES_SOURCE,
    }))
    catalogue.players.push(...samples, ...generateRoster(team, { ...NBA_PLAN, roles: FILL_ROLES }, samples.length + 1))
  }
  for (const spec of CBA_TEAMS) {
    const team: TeamRow = {
      id: `basketball-team-cba-${spec.slug}`,
      gameId: GAME_ID,
      name: spec.zh,
      nameEn: spec.en,
      shortName: spec.short,
      country: spec.country,
      source: 'generated',
    }
    catalogue.teams.push(team)
    catalogue.leagueTeams.push([cba.id, team.id])
    catalogue.players.push(...generateRoster(team, CBA_PLAN))
  }
  return catalogue
}
