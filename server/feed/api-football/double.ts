import { type ApiSportsDouble, startApiSportsDouble } from '../api-sports/double'

/**
 * A local stand-in for API-Football v3 (on the API-Sports double): /fixtures by `date` (with `timezone`),
 * `ids` (dash-separated, at most 20, events, lineups and statistics included), `live` and `league`. Events,
 * lineups and statistics are served with a fixture only when asked by id, as the real API does.
 */
/** A fixture as API-Football's JSON has it (wire.ts reads it). */
export type DoubleFixture = {
  fixture: Record<string, unknown> & {
    id: number
    date: string
    timestamp: number
    status: Record<string, unknown> & { short: string; elapsed: number | null }
  }
  league: Record<string, unknown> & { id: number; name: string; country: string | null }
  teams: { home: { id: number; name: string }; away: { id: number; name: string } }
  goals: { home: number | null; away: number | null }
  score: Record<string, { home: number | null; away: number | null }>
  events: unknown[]
  lineups?: unknown[]
  statistics?: unknown[]
}

export type ApiFootballDouble = ApiSportsDouble & {
  fixtures: Map<number, DoubleFixture>
  put(...list: DoubleFixture[]): void
}

export async function startApiFootballDouble(options: {
  key: string
  dailyLimit?: number
  perMinute?: number
  now?: () => number
  port?: number
}): Promise<ApiFootballDouble> {
  const fixtures = new Map<number, DoubleFixture>()
  const double = await startApiSportsDouble({
    ...options,
    answer(path, query) {
      if (path !== '/fixtures') return null
      let list = [...fixtures.values()]
      const withEvents = query.has('ids') || query.has('id')
      if (query.has('id')) list = list.filter((f) => String(f.fixture.id) === query.get('id'))
      if (query.has('ids')) {
        const ids = (query.get('ids') ?? '').split('-')
        if (ids.length > 20) return { errors: { ids: 'Maximum of 20 fixtures ids.' } }
        list = list.filter((f) => ids.includes(String(f.fixture.id)))
      }
      const date = query.get('date')
      if (date) list = list.filter((f) => f.fixture.date.slice(0, 10) === date)
      const league = query.get('league')
      if (league) list = list.filter((f) => String(f.league.id) === league)
      const live = query.get('live')
      if (live) {
        const leagues = live === 'all' ? null : live.split('-')
        list = list.filter(
          (f) =>
            ['1H', 'HT', '2H', 'ET', 'BT', 'P', 'SUSP', 'INT', 'LIVE'].includes(f.fixture.status.short) &&
            (!leagues || leagues.includes(String(f.league.id))),
        )
      }
      list.sort((a, b) => a.fixture.timestamp - b.fixture.timestamp || a.fixture.id - b.fixture.id)
      return {
        body: list.map((f) =>
          withEvents ? f : { ...f, events: undefined, lineups: undefined, statistics: undefined },
        ),
      }
    },
  })
  return {
    ...double,
    fixtures,
    put(...list) {
      for (const fixture of list) fixtures.set(fixture.fixture.id, fixture)
    },
  }
}

type SamplePlayer = { name: string; pos: 'G' | 'D' | 'M' | 'F' }

type SampleEvent = {
  minute: number
  extra?: number
  team: 'home' | 'away'
  type: 'Goal' | 'Card' | 'subst' | 'Var'
  detail: string
  player: string
  assist?: string
  comments?: string
}

/** A fixture shaped like API-Football's documented sample (fixture 239625 of its docs). */
export function sampleFixture(input: {
  id: number
  league: { id: number; name: string; country: string | null }
  home: { id: number; name: string }
  away: { id: number; name: string }
  kickOff: number
  status?: string
  elapsed?: number | null
  goals?: [number, number] | null
  halftime?: [number, number] | null
  events?: SampleEvent[]
  /** Each side's starters and substitutes with their positions (G, D, M, F), once announced. */
  lineups?: Record<'home' | 'away', { startXI: SamplePlayer[]; substitutes: SamplePlayer[] }>
  corners?: [number, number]
}): DoubleFixture {
  const status = input.status ?? 'NS'
  const goals = input.goals ?? (status === 'NS' ? null : [0, 0])
  const started = status !== 'NS' && status !== 'TBD' && status !== 'PST'
  const pair = (value: [number, number] | null | undefined) => ({ home: value?.[0] ?? null, away: value?.[1] ?? null })
  const side = (team: 'home' | 'away') => (team === 'home' ? input.home : input.away)
  return {
    fixture: {
      id: input.id,
      referee: null,
      timezone: 'UTC',
      date: new Date(input.kickOff).toISOString().replace('.000Z', '+00:00'),
      timestamp: Math.floor(input.kickOff / 1000),
      periods: { first: started ? Math.floor(input.kickOff / 1000) : null, second: null },
      venue: { id: null, name: null, city: null },
      status: { long: status, short: status, elapsed: input.elapsed ?? (started ? 0 : null), extra: null },
    },
    league: { ...input.league, logo: null, flag: null, season: 2026, round: 'Regular Season - 14' },
    teams: {
      home: { ...input.home, logo: null, winner: null },
      away: { ...input.away, logo: null, winner: null },
    } as DoubleFixture['teams'],
    goals: pair(goals),
    score: {
      halftime: pair(input.halftime ?? null),
      fulltime: pair(['FT', 'AET', 'PEN'].includes(status) ? goals : null),
      extratime: pair(null),
      penalty: pair(null),
    },
    events: (input.events ?? []).map((event) => ({
      time: { elapsed: event.minute, extra: event.extra ?? null },
      team: { id: side(event.team).id, name: side(event.team).name, logo: null },
      player: { id: null, name: event.player },
      assist: { id: null, name: event.assist ?? null },
      type: event.type,
      detail: event.detail,
      comments: event.comments ?? null,
    })),
    ...(input.lineups
      ? {
          lineups: (['home', 'away'] as const).map((which) => ({
            team: { id: side(which).id, name: side(which).name, logo: null, colors: null },
            coach: { id: null, name: null, photo: null },
            formation: '4-3-3',
            startXI: input.lineups?.[which].startXI.map((p, i) => ({
              player: { id: null, name: p.name, number: i + 1, pos: p.pos, grid: null },
            })),
            substitutes: input.lineups?.[which].substitutes.map((p, i) => ({
              player: { id: null, name: p.name, number: i + 12, pos: p.pos, grid: null },
            })),
          })),
        }
      : {}),
    ...(input.corners
      ? {
          statistics: (['home', 'away'] as const).map((which, i) => ({
            team: { id: side(which).id, name: side(which).name, logo: null },
            statistics: [
              { type: 'Shots on Goal', value: null },
              { type: 'Corner Kicks', value: input.corners?.[i] ?? null },
              { type: 'Ball Possession', value: '50%' },
            ],
          })),
        }
      : {}),
  }
}
