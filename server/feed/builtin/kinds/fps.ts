import type { FpsDetail, FpsMap, VetoStep } from '../../../../protocol/match-detail'
import type { Rng } from '../../../seed/prng'
import { MatchScript, MINUTE, type Side, sigmoid } from '../script'
import { ratingGap } from '../strength'
import { mapWinChance, seriesWinChance } from '../win-chance'
import type { KindEngine, ScriptInput } from './kind'
import { esportsLineup } from './lineups'

/** The active duty map pool the veto draws from. */
export const MAP_POOL = ['Mirage', 'Inferno', 'Nuke', 'Ancient', 'Anubis', 'Dust2', 'Train'] as const
/** MR12: 12 rounds a half, the first to 13 takes the map. */
export const HALF_ROUNDS = 12
const REGULATION_TO_WIN = 13
/** Overtime at 12–12: halves of 3 rounds, the first to 4 more rounds wins; level again, another overtime. */
export const OVERTIME_HALF_ROUNDS = 3
const OVERTIME_TO_WIN = 4
const PAUSE_MINUTES = 8
const HALF_TIME_SECONDS = 30
const SHORTEST_ROUND_SECONDS = 70
const LONGEST_ROUND_SECONDS = 140
const ROUND_BREAK_SECONDS = 20
const VETO_STEP_SECONDS = 30

/** Which half (0-based, overtime halves after the two regulation ones) round `round` (1-based) is in. */
export function halfOf(round: number): number {
  if (round <= 2 * HALF_ROUNDS) return Math.floor((round - 1) / HALF_ROUNDS)
  return 2 + Math.floor((round - 2 * HALF_ROUNDS - 1) / OVERTIME_HALF_ROUNDS)
}

/** Bo1: six bans, the last map is played. Bo3: two bans, two picks, two bans, the decider. Home vetoes first. */
export function mapVeto(rng: Rng, bestOf: number): VetoStep[] {
  const pool = rng.shuffle(MAP_POOL)
  const order: VetoStep['action'][] =
    bestOf === 1 ? ['ban', 'ban', 'ban', 'ban', 'ban', 'ban'] : ['ban', 'ban', 'pick', 'pick', 'ban', 'ban']
  const steps: VetoStep[] = order.map((action, i) => ({
    side: i % 2 === 0 ? 'home' : 'guest',
    action,
    map: pool[i] ?? '',
  }))
  steps.push({ side: null, action: 'decider', map: pool[order.length] ?? '' })
  return steps
}

/** CS:GO: Bo1 or Bo3 after a map veto; each map played round by round, with halves and overtime. */
export const fps: KindEngine = {
  bestOf: (rng) => (rng.chance(0.2) ? 1 : 3),
  shortestMinutes(_gameId, bestOf) {
    const maps = Math.floor(bestOf / 2) + 1
    return (
      maps * Math.floor((REGULATION_TO_WIN * (SHORTEST_ROUND_SECONDS + ROUND_BREAK_SECONDS)) / 60) +
      (maps - 1) * PAUSE_MINUTES
    )
  },
  script(input: ScriptInput) {
    const { rng } = input
    // Home's chance of a round, as playMap draws rounds (less the small momentum it gives the side ahead):
    // 53 % between sides a typical rating gap apart (a map ~62 %), 62 % between the best and the worst.
    const edge = 0.13 * ratingGap(input.homeTeamId, input.guestTeamId)
    const toWin = Math.floor(input.bestOf / 2) + 1
    const round = sigmoid(edge)
    const fresh = mapWinChance(0, 0, round)
    const script = new MatchScript<FpsDetail>(
      'series',
      (state) => {
        if (state.status === 'closed') return state.homeScore > state.guestScore ? 100 : 0
        // The map being played from its rounds; before it, between maps or once it is won, the next map.
        const map = state.periods.at(-1)
        const playing = map && ['round', 'halfTime', 'overtime'].includes(state.phase)
        const current = playing ? mapWinChance(map.home, map.guest, round) : fresh
        const decided = current === 0 || current === 1
        return (
          100 * seriesWinChance(toWin - state.homeScore, toWin - state.guestScore, decided ? fresh : current, fresh)
        )
      },
      input.compact,
    )
    const veto = mapVeto(rng, input.bestOf)
    const detail: FpsDetail = {
      kind: 'fps',
      lineups: {
        home: esportsLineup(input.catalogue, input.homeTeamId, 5),
        guest: esportsLineup(input.catalogue, input.guestTeamId, 5),
      },
      veto: [],
      maps: [],
    }
    script.detail = detail
    // The veto happens live before the first map, one step every half minute.
    let offset = 0
    script.status(offset, { status: 'live', phase: 'bp', period: 0, clock: 0 })
    for (const step of veto) {
      offset += VETO_STEP_SECONDS * 1000
      detail.veto.push(step)
      script.markDetail()
      script.incident(offset, 0, step.action === 'ban' ? 'ban' : 'pick', step.side, 0, step.map)
    }
    const played = veto.filter((step) => step.action !== 'ban').map((step) => step.map)
    for (let index = 1; script.current.homeScore < toWin && script.current.guestScore < toWin; index++) {
      offset += (index > 1 ? PAUSE_MINUTES : 1) * MINUTE
      const map: FpsMap = {
        index,
        map: played[index - 1] ?? MAP_POOL[0],
        halves: [{ home: 0, guest: 0 }],
        startsCt: rng.chance(0.5) ? 'home' : 'guest',
        winner: null,
      }
      detail.maps.push(map)
      script.status(offset, { status: 'live', phase: 'round', period: index, clock: 0 })
      offset = playMap(script, rng, map, edge, offset)
      if (script.current.homeScore < toWin && script.current.guestScore < toWin)
        script.status(offset, { phase: 'betweenGames' })
    }
    script.finish(offset)
    return script.events
  },
}

/** One map, round by round, until a side reaches 13 (or wins an overtime); returns the offset after it. */
function playMap(script: MatchScript<FpsDetail>, rng: Rng, map: FpsMap, edge: number, start: number): number {
  const rounds = { home: 0, guest: 0 }
  let offset = start
  let clock = 0
  let target = REGULATION_TO_WIN
  for (let round = 1; ; round++) {
    const half = halfOf(round)
    if (!map.halves[half]) {
      map.halves[half] = { home: 0, guest: 0 }
      offset += HALF_TIME_SECONDS * 1000
      // Regulation's half time; each overtime starts as its own phase.
      if (round === HALF_ROUNDS + 1) script.status(offset, { phase: 'halfTime' })
      if (round === HALF_ROUNDS + 1 || (round > 2 * HALF_ROUNDS && half % 2 === 0))
        script.status(offset, { phase: round > 2 * HALF_ROUNDS ? 'overtime' : 'round' })
    }
    const roundSeconds = rng.int(SHORTEST_ROUND_SECONDS, LONGEST_ROUND_SECONDS)
    clock += roundSeconds
    offset += (roundSeconds + ROUND_BREAK_SECONDS) * 1000
    const side: Side = rng.chance(sigmoid(edge + (rounds.home - rounds.guest) * 0.03)) ? 'home' : 'guest'
    rounds[side]++
    const line = map.halves[half] as { home: number; guest: number }
    line[side]++
    // Every round carries the detail: the map table (rounds per half) and the score by map (the state's
    // periods) are two sections of one page, and a detail pushed only at half time would show 7–5 in one
    // while the other shows 11–6. The halves add up to the state's period line after every event.
    script.markDetail()
    script.incident(offset, clock, 'roundWon', side, 1, map.map)
    if (rounds[side] >= target) {
      map.winner = side
      script.markDetail()
      script.seriesWin(offset, clock, 'mapWon', side, map.map)
      return offset
    }
    // 12–12 (then 15–15, 18–18 …): another overtime of two 3-round halves.
    if (rounds.home === target - 1 && rounds.guest === target - 1) target += OVERTIME_TO_WIN - 1
  }
}
