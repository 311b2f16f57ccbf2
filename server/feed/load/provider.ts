import { inArray } from 'drizzle-orm'
import { beijingDay, dayRange } from '../../../protocol/calendar'
import { GAMES, type GameKind } from '../../../protocol/games'
import type { Incident, MatchLiveState } from '../../../protocol/match'
import { matches } from '../../matches/tables'
import { createRng } from '../../seed/prng'
import { leaguesWithTeams } from '../catalogue'
import type { CalendarEntry, FeedProvider, MatchUpdate, ProviderContext, ProviderMessage } from '../provider'
import { MAX_BATCH } from '../store'

const LIVE_PHASE: Record<GameKind, MatchLiveState['phase']> = {
  football: 'firstHalf',
  basketball: 'quarter',
  moba: 'inGame',
  fps: 'round',
  battleRoyale: 'round',
}
const SCORING: Record<GameKind, { kind: Incident['kind']; points: readonly number[] }> = {
  football: { kind: 'goal', points: [1] },
  basketball: { kind: 'basket', points: [1, 2, 2, 2, 3, 3] },
  moba: { kind: 'kill', points: [1, 1, 2, 3] },
  fps: { kind: 'roundWon', points: [1] },
  battleRoyale: { kind: 'elimination', points: [1, 1, 2] },
}

/**
 * The benchmark provider: `liveMatches` matches of today, all live and spread over the nine games, and
 * exactly `eventsPerSecond` score events per second spread over them, through the same ingest as the
 * simulator. Matches never end; scores only grow.
 */
export function loadProvider(options: { liveMatches: number; eventsPerSecond: number }): FeedProvider {
  return {
    name: 'load',
    async *messages(context: ProviderContext): AsyncGenerator<ProviderMessage> {
      const rng = createRng('load')
      const leagues = await leaguesWithTeams(context.db)
      const started = context.now()
      const dayStart = dayRange(beijingDay(started)).start
      const entries: CalendarEntry[] = []
      for (let i = 0; i < options.liveMatches; i++) {
        const game = GAMES[i % GAMES.length] as (typeof GAMES)[number]
        const gameLeagues = leagues.filter((league) => league.gameId === game.gameId)
        if (gameLeagues.length === 0) continue
        const league = rng.pick(gameLeagues)
        const [homeTeamId, guestTeamId] = rng.shuffle(league.teamIds).slice(0, 2) as [string, string]
        const startTime = Math.max(dayStart, started - rng.int(1, 90) * 60_000)
        entries.push({
          id: `load-${String(i + 1).padStart(5, '0')}`,
          gameId: game.gameId,
          leagueId: league.leagueId,
          homeTeamId,
          guestTeamId,
          startTime,
          bestOf: 1,
        })
      }
      for (let i = 0; i < entries.length; i += MAX_BATCH)
        yield { kind: 'calendar', entries: entries.slice(i, i + MAX_BATCH) }

      // Resume from what is stored (a restart keeps the scores), else kick every match off.
      const states = new Map<string, MatchLiveState>()
      const kickOffs: MatchUpdate[] = []
      for (let i = 0; i < entries.length; i += MAX_BATCH) {
        const ids = entries.slice(i, i + MAX_BATCH).map((entry) => entry.id)
        for (const row of await context.db.select().from(matches).where(inArray(matches.id, ids))) {
          const state: MatchLiveState = {
            status: 'live',
            phase: LIVE_PHASE[kindOf(row.gameId)],
            period: 1,
            clock: 0,
            homeScore: row.homeScore,
            guestScore: row.guestScore,
            periods: row.periods.length > 0 ? row.periods : [{ index: 1, home: 0, guest: 0 }],
            winRate: 50,
          }
          states.set(row.id, state)
          if (row.status !== 'live')
            kickOffs.push({
              matchId: row.id,
              type: 'status',
              at: started,
              state: structuredClone(state),
              incident: null,
              retracts: null,
            })
        }
      }
      for (let i = 0; i < kickOffs.length; i += MAX_BATCH)
        yield { kind: 'updates', updates: kickOffs.slice(i, i + MAX_BATCH) }

      const order = entries.filter((entry) => states.has(entry.id))
      let emitted = 0
      let cursor = 0
      while (!context.signal.aborted && order.length > 0) {
        const now = context.now()
        // Exactly eventsPerSecond on average: whatever the tick length, emit what the elapsed time calls for.
        const due = Math.floor(((now - started) * options.eventsPerSecond) / 1000) - emitted
        const updates: MatchUpdate[] = []
        for (let n = 0; n < Math.min(due, MAX_BATCH * 5); n++) {
          const entry = order[cursor] as CalendarEntry
          cursor = (cursor + 1) % order.length
          updates.push(scoreUpdate(entry, states.get(entry.id) as MatchLiveState, rng, now))
        }
        emitted += updates.length
        for (let i = 0; i < updates.length; i += MAX_BATCH)
          yield { kind: 'updates', updates: updates.slice(i, i + MAX_BATCH) }
        await context.wait(rng.int(50, 100))
      }
    },
  }
}

function kindOf(gameId: number): GameKind {
  return GAMES.find((game) => game.gameId === gameId)?.kind ?? 'football'
}

function scoreUpdate(
  entry: CalendarEntry,
  state: MatchLiveState,
  rng: ReturnType<typeof createRng>,
  now: number,
): MatchUpdate {
  const scoring = SCORING[kindOf(entry.gameId)]
  const side = rng.chance(0.5) ? 'home' : 'guest'
  const points = rng.pick(scoring.points)
  if (side === 'home') state.homeScore += points
  else state.guestScore += points
  state.periods = state.periods.map((p) => (p.index === state.period ? { ...p, [side]: p[side] + points } : p))
  const diff = state.homeScore - state.guestScore
  state.winRate = Math.round(100 / (1 + Math.exp(-diff / 4)))
  const incident: Incident = {
    kind: scoring.kind,
    side,
    period: state.period,
    clock: state.clock,
    points,
    detail: null,
  }
  return { matchId: entry.id, type: 'score', at: now, state: structuredClone(state), incident, retracts: null }
}
