import type { Rng } from '../../../seed/prng'
import type { Side } from '../script'

export type DraftAction = 'ban' | 'pick'
export type Objective = 'tower' | 'dragon' | 'baron' | 'roshan'

/** B = blue (first pick), R = red; lower case bans, upper case picks. */
const TOURNAMENT_DRAFT = 'brbrbr' + 'BRRBBR' + 'rbrb' + 'RBBR'
/** Dota 2 captains mode, simplified: seven bans and five picks each. */
const CAPTAINS_MODE = 'brbrbrbr' + 'BRRB' + 'brbrbr' + 'RBBR' + 'BR'

/** The BP order of one game: [side, action] steps, blue first. */
export function draftSteps(gameId: number, blue: Side): Array<[Side, DraftAction]> {
  const red: Side = blue === 'home' ? 'guest' : 'home'
  const order = gameId === 4 ? CAPTAINS_MODE : TOURNAMENT_DRAFT
  return [...order].map((step) => [
    step.toLowerCase() === 'b' ? blue : red,
    step === step.toLowerCase() ? 'ban' : 'pick',
  ])
}

/**
 * The objectives taken in one game of `length` seconds, as [second, objective]: towers all game long;
 * LoL's dragons from minute 5 and barons from minute 20 (Honor of Kings: tyrants and overlords, earlier);
 * Dota 2's roshans from minute 15. Sides are decided when they happen.
 */
export function objectivePlan(rng: Rng, gameId: number, length: number): Array<[number, Objective]> {
  const plan: Array<[number, Objective]> = []
  const add = (count: number, objective: Objective, from: number) => {
    if (from >= length - 30) return
    for (let i = 0; i < count; i++) plan.push([rng.int(from, length - 30), objective])
  }
  add(rng.int(3, 12), 'tower', Math.min(300, length / 4))
  if (gameId === 4) add(rng.int(1, 3), 'roshan', 900)
  else if (gameId === 3) {
    add(rng.int(1, 4), 'dragon', 120)
    add(rng.int(0, 3), 'baron', 480)
  } else {
    add(rng.int(2, 5), 'dragon', 300)
    add(rng.int(0, 2), 'baron', 1200)
  }
  return plan.sort((a, b) => a[0] - b[0])
}
