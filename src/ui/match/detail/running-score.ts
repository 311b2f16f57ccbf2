import { gameById } from '../../../../protocol/games'
import type { Incident, IncidentKind } from '../../../../protocol/match'

/** The score after an incident: home and guest, and what it counts (the match, a game's kills, a shoot-out). */
export type RunningScore = {
  home: number
  guest: number
  /**
   * `match`: the match score (football goals, basketball points); `series`: games or maps won; `period`:
   * inside the current game or map (a MOBA's kills, a CS map's rounds); `shootout`: penalty kicks scored.
   */
  scope: 'match' | 'series' | 'period' | 'shootout'
}

/** Football's last period of play; the shoot-out is the period after it, and its kicks are not goals. */
const LAST_FOOTBALL_PERIOD = 4

/** What an incident scores in, or null when it scores nothing a reader keeps count of. */
function scopeOf(kind: IncidentKind, period: number): RunningScore['scope'] | null {
  switch (kind) {
    case 'goal':
    case 'ownGoal':
    case 'penaltyGoal':
    case 'penaltyMissed':
      if (period > LAST_FOOTBALL_PERIOD) return 'shootout'
      return kind === 'penaltyMissed' ? null : 'match'
    case 'basket':
      return 'match'
    case 'kill':
    case 'roundWon':
      return 'period'
    case 'gameWon':
    case 'mapWon':
      return 'series'
    default:
      return null
  }
}

/**
 * The running score after each scoring incident, by seq, from the incidents alone in the order they
 * happened: the feed's incident carries its side and points but not the score, and every point of the
 * built-in feed comes with an incident (corrections take theirs off the timeline), so counting them gives
 * the score the match had at that moment. An own goal's side is the side it counted for. Series wins count
 * one each; kills and rounds start again from 0 with each game or map; a shoot-out keeps its own count (a
 * missed kick shows it too). A battle royale's lobby of many teams has no head-to-head score: none.
 */
export function runningScores(
  entries: readonly (Pick<Incident, 'kind' | 'side' | 'period' | 'points'> & { seq: number })[],
  gameId: number,
): Map<number, RunningScore> {
  const scores = new Map<number, RunningScore>()
  if (gameById(gameId)?.kind === 'battleRoyale') return scores
  const tallies = new Map<string, { home: number; guest: number }>()
  for (const entry of entries) {
    const scope = scopeOf(entry.kind, entry.period)
    if (!scope || !entry.side) continue
    const key = scope === 'period' ? `period:${entry.period}` : scope
    const tally = tallies.get(key) ?? { home: 0, guest: 0 }
    tally[entry.side] += scope === 'series' ? 1 : entry.points
    tallies.set(key, tally)
    scores.set(entry.seq, { home: tally.home, guest: tally.guest, scope })
  }
  return scores
}
