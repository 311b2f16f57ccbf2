import { readFileSync } from 'node:fs'
import { z } from 'zod'

// Readers of the files in server/seed-data; each checks the shape it relies on, so an upstream change
// fails loudly at seed time instead of seeding nonsense.

const seedDataDir = new URL('../seed-data/', import.meta.url)

function readText(path: string): string {
  return readFileSync(new URL(path, seedDataDir), 'utf8')
}

const openfootballSchema = z.object({
  name: z.string(),
  matches: z.array(z.object({ team1: z.string(), team2: z.string() })),
})

/** The club names of one openfootball competition file, in order of first appearance. */
export function openfootballClubs(path: string): { name: string; clubs: string[] } {
  const file = openfootballSchema.parse(JSON.parse(readText(`openfootball-football.json/${path}`)))
  const clubs = new Set<string>()
  for (const match of file.matches) {
    clubs.add(match.team1)
    clubs.add(match.team2)
  }
  return { name: file.name, clubs: [...clubs] }
}

const nbaTeamsSchema = z.array(
  z.object({
    team: z.string(),
    conference: z.string(),
    players: z.array(z.object({ number: z.string(), name: z.string(), position: z.string() })),
  }),
)

/** open-computing-nba-teams: 10 team profiles with 3 sample players each. */
export function nbaTeamProfiles() {
  return nbaTeamsSchema.parse(JSON.parse(readText('open-computing-nba-teams/nba_teams.json')))
}

/** nba-data-2010-2024: every NBA franchise as its latest abbreviation → its latest full name. */
export function nbaTeamNames(): Map<string, string> {
  const [header = '', ...rows] = readText('nba-data-2010-2024/play_off_totals_2010_2024.csv').trim().split('\n')
  const columns = header.split(',')
  const at = (name: string) => columns.indexOf(name)
  const [idAt, abbreviationAt, nameAt, seasonAt] = ['TEAM_ID', 'TEAM_ABBREVIATION', 'TEAM_NAME', 'SEASON_YEAR'].map(at)
  // Franchises were renamed (New Orleans Hornets → Pelicans), so the newest season of each TEAM_ID wins.
  const latest = new Map<string, { season: string; abbreviation: string; name: string }>()
  for (const row of rows) {
    const cells = row.split(',')
    const [id, abbreviation, name, season = ''] = [idAt, abbreviationAt, nameAt, seasonAt].map((i) => cells[i ?? -1])
    if (!id || !abbreviation || !name) continue
    const seen = latest.get(id)
    if (!seen || season >= seen.season) latest.set(id, { season, abbreviation, name })
  }
  return new Map([...latest.values()].map(({ abbreviation, name }) => [abbreviation, name]))
}

const lolTeamsSchema = z.array(
  z.object({
    name: z.string(),
    acronym: z.string(),
    org_location: z.string(),
    league: z.string(),
    roster: z.array(
      z.object({ player: z.string(), name: z.string(), surname: z.string(), country: z.string(), role: z.string() }),
    ),
  }),
)

/** lol-teams-open-data: LoL teams with their rosters (early 2022). */
export function lolTeams() {
  return lolTeamsSchema.parse(JSON.parse(readText('lol-teams-open-data/LoL_Teams.json')))
}

const csgoTeamsSchema = z.record(
  z.string(),
  z.object({ name: z.string(), steam: z.object({ name: z.string() }).optional() }),
)

/** kokarn-csgo-data: CS:GO teams keyed by slug. */
export function csgoTeams() {
  return csgoTeamsSchema.parse(JSON.parse(readText('kokarn-csgo-data/teamlist.json')))
}

const heroesSchema = z.record(z.string(), z.object({ id: z.number(), localized_name: z.string() }))

/** odota-dotaconstants: Dota 2 hero names, ordered by hero id. */
export function dotaHeroNames(): string[] {
  const heroes = heroesSchema.parse(JSON.parse(readText('odota-dotaconstants/heroes.json')))
  return Object.values(heroes)
    .sort((a, b) => a.id - b.id)
    .map((hero) => hero.localized_name)
}
