import type { MatchLiveState } from '../../../../protocol/match'
import type { FootballDetail } from '../../../../protocol/match-detail'
import type { Rng } from '../../../seed/prng'
import { MatchScript, MINUTE, type Side, sigmoid } from '../script'
import { ratingGap } from '../strength'
import { footballWinChance } from '../win-chance'
import type { KindEngine, ScriptInput } from './kind'
import { lineupOf } from './lineups'
import { type Pitch, penaltyShootout } from './penalties'

const HALF_MINUTES = 45
const HALF_TIME_MINUTES = 15
const EXTRA_HALF_MINUTES = 15
const EXTRA_TIME_BREAK_MINUTES = 5
/** Share of goals that VAR rules out a couple of minutes later. */
const VAR_RETRACTION = 0.04
const SHAPE = [
  ['goalkeeper', 1],
  ['defender', 4],
  ['midfielder', 4],
  ['forward', 2],
] as const
const MAX_SUBSTITUTIONS = 5

type PlannedKind = 'goal' | 'yellowCard' | 'redCard' | 'corner' | 'substitution' | 'addedTime'
type Planned = { second: number; side: Side; kind: PlannedKind }

/** Knockout ties (the Champions League's) cannot end level: extra time, then penalties. */
export function isKnockout(leagueId: string): boolean {
  return leagueId.endsWith('-uefacl')
}

/**
 * Two halves with added time and a half-time break; in a knockout match that is level after 90 minutes,
 * two halves of extra time and then, still level, a penalty shoot-out. Goals (own goals, penalties),
 * cards, corners and substitutions name players of the seeded squads; VAR rules a goal out now and then.
 */
export const football: KindEngine = {
  bestOf: () => 1,
  // Two halves with at least 1 and 2 minutes of added time, and the break.
  shortestMinutes: () => 2 * HALF_MINUTES + 3 + HALF_TIME_MINUTES,
  script(input: ScriptInput) {
    const { rng, catalogue } = input
    // Goals per 90 minutes: the average home and away rates (1.45 and 1.15, home advantage included), each
    // scaled by the rating gap; from about 1.6 against 1.0 between sides a typical gap apart to 3.0 against
    // 0.55 between the best and the worst of a league.
    const gap = ratingGap(input.homeTeamId, input.guestTeamId)
    const goals: Record<Side, number> = { home: 1.45 * Math.exp(0.18 * gap), guest: 1.15 * Math.exp(-0.18 * gap) }
    const script = new MatchScript<FootballDetail>(
      'sum',
      (state) => {
        const diff = state.homeScore - state.guestScore
        const shootout = state.periods.find((p) => p.index === 5)
        const shootoutDiff = shootout ? shootout.home - shootout.guest : 0
        // Settled: the score decides, else the shoot-out, else it was a draw.
        if (state.status === 'closed') return 50 + 50 * Math.sign(diff !== 0 ? diff : shootoutDiff)
        if (state.phase === 'penalties') return 100 * sigmoid(shootoutDiff * 0.9)
        return (
          100 *
          footballWinChance({ lead: diff, left: shareLeft(state), homeGoals: goals.home, guestGoals: goals.guest })
        )
      },
      input.compact,
    )
    const lineups = {
      home: lineupOf(catalogue, input.homeTeamId, SHAPE),
      guest: lineupOf(catalogue, input.guestTeamId, SHAPE),
    }
    const stats = () => ({ corners: 0, yellowCards: 0, redCards: 0, substitutions: 0 })
    const detail: FootballDetail = {
      kind: 'football',
      knockout: isKnockout(input.leagueId),
      lineups,
      stats: { home: stats(), guest: stats() },
      addedTime: [],
      penalties: [],
    }
    script.detail = detail
    const pitch: Pitch = {
      home: lineups.home.starters.map((p) => p.name),
      guest: lineups.guest.starters.map((p) => p.name),
    }
    const bench = { home: [...lineups.home.bench], guest: [...lineups.guest.bench] }
    const roleOf = new Map([...lineups.home.starters, ...lineups.guest.starters].map((p) => [p.name, p.role]))

    const playPeriod = (offset: number, period: number, minutes: number, added: number) => {
      const length = minutes + added
      const share = minutes / 90
      const planned: Planned[] = [{ second: minutes * 60, side: 'home', kind: 'addedTime' }]
      const plan = (n: number, side: Side, kind: PlannedKind, from = 1) => {
        for (let i = 0; i < n; i++) planned.push({ second: rng.int(from * 60, length * 60 - 20), side, kind })
      }
      for (const side of ['home', 'guest'] as const) {
        plan(rng.poisson(goals[side] * share), side, 'goal')
        plan(rng.poisson(1.8 * share), side, 'yellowCard')
        if (rng.chance(0.08 * share)) plan(1, side, 'redCard', Math.min(10, minutes - 1))
        plan(rng.poisson(5 * share), side, 'corner')
        if (period >= 2) plan(period === 2 ? rng.int(2, 4) : rng.int(0, 1), side, 'substitution', period === 2 ? 10 : 1)
      }
      planned.sort((a, b) => a.second - b.second)
      for (const { second, side, kind } of planned) {
        const at = offset + second * 1000
        // Every football incident changes the detail (stats, added time) or is rare enough to carry it.
        script.markDetail()
        if (kind === 'addedTime') {
          detail.addedTime.push({ period, minutes: added })
          script.status(at, { clock: second })
        } else if (kind === 'goal') {
          const seq = goal(script, rng, pitch, at, second, side)
          if (second < (length - 4) * 60 && rng.chance(VAR_RETRACTION)) script.correction(at + 2 * MINUTE, seq)
        } else if (kind === 'substitution') {
          const out = pitch[side].length > 1 ? rng.int(1, pitch[side].length - 1) : -1
          // Like for like: a substitute of the leaving player's role, else any outfield one (never the reserve
          // goalkeeper for an outfield player).
          const role = roleOf.get(pitch[side][out] ?? '')
          const index = bench[side].findIndex((p) => p.role === role)
          const pick = index >= 0 ? index : bench[side].findIndex((p) => p.role !== 'goalkeeper')
          const [incoming] = pick >= 0 ? bench[side].splice(pick, 1) : []
          if (out < 0 || !incoming || detail.stats[side].substitutions >= MAX_SUBSTITUTIONS) continue
          const player = incoming.name
          roleOf.set(player, incoming.role)
          const [left] = pitch[side].splice(out, 1, player)
          detail.stats[side].substitutions++
          script.incident(at, second, 'substitution', side, 0, `${player} ↔ ${left}`)
        } else {
          const player = rng.pick(pitch[side])
          if (kind === 'corner') detail.stats[side].corners++
          if (kind === 'yellowCard') detail.stats[side].yellowCards++
          if (kind === 'redCard') {
            detail.stats[side].redCards++
            // Sent off: never on the pitch again (the goalkeeper stays, for simplicity).
            if (pitch[side].length > 7) pitch[side] = pitch[side].filter((name, i) => i === 0 || name !== player)
          }
          script.incident(at, second, kind, side, 0, kind === 'corner' ? null : player)
        }
      }
      return offset + length * MINUTE
    }

    let offset = 0
    script.status(offset, { status: 'live', phase: 'firstHalf', period: 1, clock: 0 })
    offset = playPeriod(offset, 1, HALF_MINUTES, rng.int(1, 4))
    script.status(offset, { phase: 'halfTime', clock: script.current.clock })
    offset += HALF_TIME_MINUTES * MINUTE
    script.status(offset, { phase: 'secondHalf', period: 2, clock: 0 })
    offset = playPeriod(offset, 2, HALF_MINUTES, rng.int(2, 7))
    const level = () => script.current.homeScore === script.current.guestScore
    if (detail.knockout && level()) {
      offset += EXTRA_TIME_BREAK_MINUTES * MINUTE
      script.status(offset, { phase: 'extraTime', period: 3, clock: 0 })
      offset = playPeriod(offset, 3, EXTRA_HALF_MINUTES, rng.int(0, 2))
      offset += MINUTE
      script.status(offset, { phase: 'extraTime', period: 4, clock: 0 })
      offset = playPeriod(offset, 4, EXTRA_HALF_MINUTES, rng.int(0, 3))
      if (level()) {
        offset += 3 * MINUTE
        script.status(offset, { phase: 'penalties', period: 5, clock: 0 })
        offset = penaltyShootout(script, rng, pitch, offset)
      }
    }
    script.finish(offset)
    return script.events
  },
}

/**
 * Share of 90 minutes still to play: halves of 45 minutes (none left in added time), extra-time halves of
 * 15; all of it before kick-off.
 */
function shareLeft(state: Readonly<MatchLiveState>): number {
  if (state.status === 'notStarted' || state.period === 0) return 1
  const minutes = state.clock / 60
  if (state.period <= 2) return Math.max(0, (2 - state.period) * HALF_MINUTES + HALF_MINUTES - minutes) / 90
  return Math.max(0, (4 - state.period) * EXTRA_HALF_MINUTES + EXTRA_HALF_MINUTES - minutes) / 90
}

/** A goal for `side`: mostly from open play, now and then a penalty or an opponent's own goal. */
function goal(script: MatchScript, rng: Rng, pitch: Pitch, at: number, second: number, side: Side): number {
  const roll = rng.next()
  const other: Side = side === 'home' ? 'guest' : 'home'
  if (roll < 0.07) return script.incident(at, second, 'ownGoal', side, 1, rng.pick(pitch[other]))
  // Forwards and midfielders score most: the back of the starting order.
  const scorer = pitch[side][Math.max(1, pitch[side].length - 1 - Math.floor(rng.next() * rng.next() * 10))]
  return script.incident(at, second, roll < 0.17 ? 'penaltyGoal' : 'goal', side, 1, scorer ?? null)
}
