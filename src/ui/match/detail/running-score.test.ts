import { describe, expect, it } from 'vitest'
import type { Incident } from '../../../../protocol/match'
import { runningScores } from './running-score'

type Entry = Pick<Incident, 'kind' | 'side' | 'period' | 'points'> & { seq: number }
const entry = (seq: number, kind: Incident['kind'], side: Incident['side'], period = 1, points = 1): Entry => ({
  seq,
  kind,
  side,
  period,
  points,
})
const scoreLine = (scores: ReturnType<typeof runningScores>) =>
  [...scores].map(([seq, s]) => `${seq}:${s.home}-${s.guest}${s.scope === 'match' ? '' : ` ${s.scope}`}`)

describe('runningScores', () => {
  it('counts football goals in order, own goals for the side they counted for, cards not at all', () => {
    const scores = runningScores(
      [
        entry(3, 'goal', 'home'),
        entry(4, 'yellowCard', 'guest', 1, 0),
        entry(6, 'ownGoal', 'guest'),
        entry(9, 'penaltyGoal', 'home', 2),
        entry(11, 'substitution', 'home', 2, 0),
      ],
      202,
    )
    expect(scoreLine(scores)).toEqual(['3:1-0', '6:1-1', '9:2-1'])
  })

  it('keeps a shoot-out’s count apart from the goals, misses included', () => {
    const scores = runningScores(
      [
        entry(1, 'goal', 'guest', 4),
        entry(2, 'penaltyGoal', 'home', 5),
        entry(3, 'penaltyMissed', 'guest', 5, 0),
        entry(4, 'penaltyGoal', 'home', 5),
      ],
      202,
    )
    expect(scoreLine(scores)).toEqual(['1:0-1', '2:1-0 shootout', '3:1-0 shootout', '4:2-0 shootout'])
  })

  it('adds a basket’s points and counts a series by games, kills per game', () => {
    expect(
      scoreLine(runningScores([entry(1, 'basket', 'home', 1, 3), entry(2, 'basket', 'guest', 2, 2)], 201)),
    ).toEqual(['1:3-0', '2:3-2'])
    const moba = runningScores(
      [
        entry(1, 'kill', 'home', 1, 2),
        entry(2, 'tower', 'home', 1, 0),
        entry(3, 'gameWon', 'home', 1, 0),
        entry(4, 'kill', 'guest', 2, 1),
      ],
      1,
    )
    expect(scoreLine(moba)).toEqual(['1:2-0 period', '3:1-0 series', '4:0-1 period'])
  })

  it('gives a battle royale lobby no head-to-head score', () => {
    expect(runningScores([entry(1, 'kill', 'home', 1, 2), entry(2, 'gameWon', 'home', 1, 10)], 5).size).toBe(0)
  })
})
