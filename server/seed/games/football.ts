import { FOOTBALL_ZH, UEFA_COUNTRY } from '../names/football-zh'
import { generateRoster, type RosterPlan, slugify } from '../rosters'
import { openfootballClubs } from '../source-files'
import type { GameCatalogue, LeagueRow, TeamRow } from '../types'

const GAME_ID = 202
const SOURCE = 'openfootball-football.json'

type LeagueSpec = {
  code: string
  file: string
  en: string
  zh: string
  region: string
  /** Clubs' country; null when the file's names carry it (the Champions League). */
  country: string | null
  importShare: number
}

const LEAGUES: LeagueSpec[] = [
  {
    code: 'en1',
    file: '2025-26/en.1.json',
    en: 'English Premier League',
    zh: '英超',
    region: 'England',
    country: 'GB',
    importShare: 0.65,
  },
  {
    code: 'es1',
    file: '2025-26/es.1.json',
    en: 'La Liga',
    zh: '西甲',
    region: 'Spain',
    country: 'ES',
    importShare: 0.4,
  },
  {
    code: 'de1',
    file: '2025-26/de.1.json',
    en: 'Bundesliga',
    zh: '德甲',
    region: 'Germany',
    country: 'DE',
    importShare: 0.5,
  },
  {
    code: 'it1',
    file: '2025-26/it.1.json',
    en: 'Serie A',
    zh: '意甲',
    region: 'Italy',
    country: 'IT',
    importShare: 0.55,
  },
  {
    code: 'fr1',
    file: '2025-26/fr.1.json',
    en: 'Ligue 1',
    zh: '法甲',
    region: 'France',
    country: 'FR',
    importShare: 0.45,
  },
  {
    code: 'cn1',
    file: '2025/cn.1.json',
    en: 'Chinese Super League',
    zh: '中超',
    region: 'China',
    country: 'CN',
    importShare: 0.15,
  },
  {
    code: 'uefacl',
    file: '2024-25/uefa.cl.json',
    en: 'UEFA Champions League',
    zh: '欧冠',
    region: 'Europe',
    country: null,
    importShare: 0.5,
  },
]

const ROLES = [
  ...Array<string>(2).fill('goalkeeper'),
  ...Array<string>(6).fill('defender'),
  ...Array<string>(6).fill('midfielder'),
  ...Array<string>(4).fill('forward'),
]
const IMPORT_COUNTRIES = ['BR', 'FR', 'ES', 'PT', 'AR', 'NL', 'DE', 'GB', 'BE', 'HR', 'RS', 'CO']

/** 'Club Brugge KV (BEL)' → { club: 'Club Brugge KV', country: 'BE' }. */
function splitCountry(name: string): { club: string; country: string | null } {
  const match = /^(.*) \(([A-Z]{3})\)$/.exec(name)
  if (!match) return { club: name, country: null }
  return { club: match[1] ?? name, country: UEFA_COUNTRY[match[2] ?? ''] ?? null }
}

/** A readable name for a club the map lacks: the name without its legal-form affixes. */
function fallbackName(club: string): string {
  return (
    club
      .replace(/\b(FC|CF|AC|SC|AFC|CFC|SSC|BC|UD|KV|1\.)\s*/g, '')
      .replace(/\s\d{4}$/, '')
      .trim() || club
  )
}

export function footballCatalogue(): GameCatalogue {
  const catalogue: GameCatalogue = { leagues: [], teams: [], leagueTeams: [], players: [] }
  const teams = new Map<string, { row: TeamRow; importShare: number }>()
  for (const spec of LEAGUES) {
    const league: LeagueRow = {
      id: `soccer-league-${spec.code}`,
      gameId: GAME_ID,
      name: spec.zh,
      nameEn: spec.en,
      shortName: spec.zh,
      region: spec.region,
      tier: 1,
      source: SOURCE,
    }
    catalogue.leagues.push(league)
    for (const raw of openfootballClubs(spec.file).clubs) {
      const { club, country } = splitCountry(raw)
      const id = `soccer-team-${slugify(club)}`
      const zh = FOOTBALL_ZH[club] ?? fallbackName(club)
      if (!teams.has(id)) {
        const row: TeamRow = {
          id,
          gameId: GAME_ID,
          name: zh,
          nameEn: club,
          shortName: zh,
          country: spec.country ?? country,
          source: SOURCE,
        }
        teams.set(id, { row, importShare: spec.importShare })
      }
      catalogue.leagueTeams.push([league.id, id])
    }
  }
  for (const { row, importShare } of teams.values()) {
    catalogue.teams.push(row)
    const plan: RosterPlan = {
      roles: ROLES,
      birthYears: [1991, 2006],
      importShare,
      importCountries: IMPORT_COUNTRIES,
      nickname: 'name',
    }
    catalogue.players.push(...generateRoster(row, plan))
  }
  return catalogue
}
