import type { IncidentKind } from '../../../protocol/match'

/**
 * Incidents an old match keeps: what a results page and its timeline show, so the timeline agrees with the
 * match's stats — every goal, card and substitution of a football match, every objective and game of a MOBA
 * series, every map of a CS series. What goes: corners (counted in the stats, never listed by a results
 * timeline), kills, rounds, baskets and BP steps, the play-by-play only a live follower reads.
 */
export const KEY_INCIDENTS: ReadonlySet<IncidentKind> = new Set([
  'goal',
  'ownGoal',
  'penaltyGoal',
  'penaltyMissed',
  'yellowCard',
  'redCard',
  'substitution',
  'tower',
  'dragon',
  'baron',
  'roshan',
  'gameWon',
  'mapWon',
])
