import type { BasketballDetail } from '../../../../protocol/match-detail'
import type { Rng } from '../../../seed/prng'
import { MatchScript, MINUTE, type Side } from '../script'
import { ratingGap } from '../strength'
import { basketballWinChance } from '../win-chance'
import type { KindEngine, ScriptInput } from './kind'
import { lineupOf } from './lineups'

/** Real minutes per game minute: stoppages, free throws and time-outs make a 48-minute game last ~2 h. */
const REAL_PER_GAME_MINUTE = 2.2
const OVERTIME_MINUTES = 5
const SHAPE = [
  ['guard', 2],
  ['forward', 2],
  ['center', 1],
] as const
const SHOT = { 1: 'freeThrows', 2: 'twos', 3: 'threes' } as const

/** Four quarters (12 minutes in the NBA, 10 under FIBA rules in the CBA), overtime while tied after Q4. */
export const basketball: KindEngine = {
  bestOf: () => 1,
  // Four 10-minute quarters (FIBA), half time and two short breaks.
  shortestMinutes: () => Math.floor(40 * REAL_PER_GAME_MINUTE) + 15 + 4,
  script(input: ScriptInput) {
    const { rng } = input
    const quarterMinutes = input.leagueId.endsWith('-nba') ? 12 : 10
    // How much more than average home scores, and guest less: 2 % per point of rating gap (NBA point spreads
    // spread with a standard deviation of about 6 points and reach about ±18), plus 1.2 % of home court
    // (~2.7 points).
    const pull = 0.02 * ratingGap(input.homeTeamId, input.guestTeamId) + 0.012
    const perQuarter = quarterMinutes * 2.35
    // The margin the scoring below expects over a game: home scores (1 + pull), guest (1 - pull) of
    // 4 × perQuarter points.
    const expectedMargin = 8 * perQuarter * pull
    const script = new MatchScript<BasketballDetail>(
      'sum',
      (state) => {
        const diff = state.homeScore - state.guestScore
        if (state.status === 'closed') return diff > 0 ? 100 : 0
        const period = Math.max(1, state.period)
        const minutesLeft =
          period <= 4
            ? (4 - period + 1) * quarterMinutes - state.clock / 60
            : Math.max(0, OVERTIME_MINUTES - state.clock / 60)
        return (
          100 *
          basketballWinChance({
            lead: diff,
            minutesLeft: Math.max(0, minutesLeft),
            gameMinutes: 4 * quarterMinutes,
            edge: expectedMargin,
            overtimeMinutes: OVERTIME_MINUTES,
          })
        )
      },
      input.compact,
    )
    const line = () => ({ threes: 0, twos: 0, freeThrows: 0 })
    const detail: BasketballDetail = {
      kind: 'basketball',
      lineups: {
        home: lineupOf(input.catalogue, input.homeTeamId, SHAPE),
        guest: lineupOf(input.catalogue, input.guestTeamId, SHAPE),
      },
      stats: { home: line(), guest: line() },
    }
    script.detail = detail
    let offset = 0
    let period = 1
    for (; period <= 4 || script.current.homeScore === script.current.guestScore; period++) {
      const overtime = period > 4
      const minutes = overtime ? OVERTIME_MINUTES : quarterMinutes
      script.status(offset, { status: 'live', phase: overtime ? 'overtime' : 'quarter', period, clock: 0 })
      const plays = [
        ...scoringPlays(rng, 'home', (overtime ? OVERTIME_MINUTES * 2.35 : perQuarter) * (1 + pull), minutes),
        ...scoringPlays(rng, 'guest', (overtime ? OVERTIME_MINUTES * 2.35 : perQuarter) * (1 - pull), minutes),
      ].sort((a, b) => a.second - b.second)
      for (const play of plays) {
        detail.stats[play.side][SHOT[play.points as 1 | 2 | 3]]++
        script.incident(
          offset + play.second * REAL_PER_GAME_MINUTE * 1000,
          play.second,
          'basket',
          play.side,
          play.points,
        )
      }
      offset += minutes * REAL_PER_GAME_MINUTE * MINUTE
      // Breaks: half time after Q2, two minutes between the other periods.
      const tiedAfterRegulation = period >= 4 && script.current.homeScore === script.current.guestScore
      if (period === 2) {
        script.status(offset, { phase: 'halfTime', clock: minutes * 60 })
        offset += 15 * MINUTE
      } else if (period < 4 || tiedAfterRegulation) {
        offset += 2 * MINUTE
      }
    }
    script.finish(offset)
    return script.events
  },
}

/** One side's baskets in a period: 2s, 3s and free throws adding up to about `mean` points. */
function scoringPlays(rng: Rng, side: Side, mean: number, minutes: number) {
  const target = Math.max(4, Math.round(mean + (rng.next() + rng.next() + rng.next() - 1.5) * 8))
  const plays: Array<{ side: Side; points: number; second: number }> = []
  for (let total = 0; total < target; ) {
    const roll = rng.next()
    const points = Math.min(target - total, roll < 0.58 ? 2 : roll < 0.9 ? 3 : 1)
    total += points
    plays.push({ side, points, second: rng.int(5, minutes * 60 - 1) })
  }
  return plays
}
