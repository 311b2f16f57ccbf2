import type { FootballDetail } from '../../../../protocol/match-detail'
import type { Rng } from '../../../seed/prng'
import type { MatchScript, Side } from '../script'

/** Names of the players on the pitch per side, in lineup order (the goalkeeper first). */
export type Pitch = Record<Side, string[]>

const KICK_SECONDS = 60
const SCORED = 0.76
const REGULAR_KICKS = 5

/**
 * A penalty shoot-out in the script's current period: five kicks each, alternating, ended early once one
 * side cannot catch up, then sudden death in pairs. Kicks count in the shoot-out's period line only, not in
 * the match score. Returns the offset after the last kick.
 */
export function penaltyShootout(script: MatchScript<FootballDetail>, rng: Rng, pitch: Pitch, offset: number): number {
  const detail = script.detail
  const kicks = { home: 0, guest: 0 }
  const goals = { home: 0, guest: 0 }
  const first: Side = rng.chance(0.5) ? 'home' : 'guest'
  const order: [Side, Side] = first === 'home' ? ['home', 'guest'] : ['guest', 'home']
  const decided = () => {
    if (kicks.home <= REGULAR_KICKS && kicks.guest <= REGULAR_KICKS) {
      const left = { home: REGULAR_KICKS - kicks.home, guest: REGULAR_KICKS - kicks.guest }
      if (goals.home + left.home < goals.guest || goals.guest + left.guest < goals.home) return true
      if (left.home > 0 || left.guest > 0) return false
    }
    return kicks.home === kicks.guest && goals.home !== goals.guest
  }
  for (let n = 0; !decided(); n++) {
    const side = order[n % 2] as Side
    // Outfield players in turn, the goalkeeper last.
    const takers = [...pitch[side].slice(1), ...pitch[side].slice(0, 1)]
    const player = takers[kicks[side] % takers.length] ?? 'Player'
    kicks[side]++
    const scored = rng.chance(SCORED)
    if (scored) goals[side]++
    detail?.penalties.push({ side, player, scored })
    offset += KICK_SECONDS * 1000
    const clock = (n + 1) * KICK_SECONDS
    script.markDetail()
    if (scored) script.incident(offset, clock, 'penaltyGoal', side, 1, player, false)
    else script.incident(offset, clock, 'penaltyMissed', side, 0, player)
  }
  return offset
}
