import { type ApiSportsDouble, startApiSportsDouble } from '../api-sports/double'

/**
 * A local stand-in for API-Basketball v1 (on the API-Sports double): /games by `date` (with `timezone`),
 * `id`, `league` and `live=all`.
 */

/** A game as API-Basketball's JSON has it (wire.ts reads it). */
export type DoubleGame = {
  id: number
  date: string
  timestamp: number
  status: { long: string; short: string; timer: string | null }
  league: { id: number; name: string; type: string; season: string }
  country: { id: number | null; name: string | null }
  teams: { home: { id: number; name: string }; away: { id: number; name: string } }
  scores: Record<'home' | 'away', Record<string, number | null>>
}

export type ApiBasketballDouble = ApiSportsDouble & {
  games: Map<number, DoubleGame>
  put(...list: DoubleGame[]): void
}

export async function startApiBasketballDouble(options: {
  key: string
  dailyLimit?: number
  now?: () => number
  port?: number
}): Promise<ApiBasketballDouble> {
  const games = new Map<number, DoubleGame>()
  const double = await startApiSportsDouble({
    ...options,
    answer(path, query) {
      if (path !== '/games') return null
      let list = [...games.values()]
      const id = query.get('id')
      if (id) list = list.filter((game) => String(game.id) === id)
      const date = query.get('date')
      if (date) list = list.filter((game) => game.date.slice(0, 10) === date)
      const league = query.get('league')
      if (league) list = list.filter((game) => String(game.league.id) === league)
      if (query.get('live') === 'all')
        list = list.filter((game) => ['Q1', 'Q2', 'Q3', 'Q4', 'OT', 'BT', 'HT'].includes(game.status.short))
      list.sort((a, b) => a.timestamp - b.timestamp || a.id - b.id)
      return { body: list }
    },
  })
  return {
    ...double,
    games,
    put(...list) {
      for (const game of list) games.set(game.id, game)
    },
  }
}

/** A game shaped like API-Basketball's documented sample (game 8133 of its docs). */
export function sampleGame(input: {
  id: number
  league: { id: number; name: string }
  home: { id: number; name: string }
  away: { id: number; name: string }
  tipOff: number
  status?: string
  timer?: number | null
  /** Points by quarter (a fifth entry is overtime), home then away. */
  quarters?: Array<[number, number]>
}): DoubleGame {
  const quarters = input.quarters ?? []
  const side = (i: 0 | 1) => ({
    quarter_1: quarters[0]?.[i] ?? null,
    quarter_2: quarters[1]?.[i] ?? null,
    quarter_3: quarters[2]?.[i] ?? null,
    quarter_4: quarters[3]?.[i] ?? null,
    over_time: quarters[4]?.[i] ?? null,
    total: quarters.length > 0 ? quarters.reduce((n, q) => n + q[i], 0) : null,
  })
  const status = input.status ?? 'NS'
  return {
    id: input.id,
    date: new Date(input.tipOff).toISOString().replace('.000Z', '+00:00'),
    timestamp: Math.floor(input.tipOff / 1000),
    status: {
      long: status,
      short: status,
      timer: input.timer === undefined || input.timer === null ? null : String(input.timer),
    },
    league: { ...input.league, type: 'League', season: '2026-2027' },
    country: { id: 5, name: 'USA' },
    teams: { home: input.home, away: input.away },
    scores: { home: side(0), away: side(1) },
  }
}
