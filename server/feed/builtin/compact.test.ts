import { describe, expect, it } from 'vitest'
import { compactScript, finalOnly } from './compact'
import { football } from './kinds/football'
import { moba } from './kinds/moba'
import { play } from './kinds/play'

describe('compact scripts of old matches', () => {
  it('keep status changes and key incidents, the final state, and corrections pointing at their goals', () => {
    let corrected = 0
    for (let n = 0; n < 120; n++) {
      const full = play(football, 202, n).events
      const compact = compactScript(full)
      expect(compact.at(-1)?.state).toEqual(full.at(-1)?.state)
      const statuses = (events: typeof full) => events.filter((e) => e.type === 'status').map((e) => e.state)
      expect(statuses(compact)).toEqual(statuses(full))
      expect(compact.some((e) => e.incident?.kind === 'corner')).toBe(false)
      expect(compact.filter((e) => e.incident?.kind === 'goal')).toHaveLength(
        full.filter((e) => e.incident?.kind === 'goal').length,
      )
      // The timeline agrees with the stats: every card and substitution the detail counts is listed.
      const stats = full.findLast((e) => e.detail)?.detail
      if (stats?.kind !== 'football') throw new Error('expected a football detail')
      for (const [kind, stat] of [
        ['yellowCard', 'yellowCards'],
        ['redCard', 'redCards'],
        ['substitution', 'substitutions'],
      ] as const)
        expect(
          compact.filter((e) => e.incident?.kind === kind),
          kind,
        ).toHaveLength(stats.stats.home[stat] + stats.stats.guest[stat])
      // Only the last event carries the detail, the final one.
      expect(compact.slice(0, -1).every((e) => e.detail === undefined)).toBe(true)
      expect(compact.at(-1)?.detail).toEqual(full.findLast((e) => e.detail)?.detail)
      for (const event of compact.filter((e) => e.type === 'correction')) {
        corrected++
        const target = compact[(event.retracts ?? 0) - 1]
        expect(['goal', 'ownGoal', 'penaltyGoal']).toContain(target?.incident?.kind)
        expect(target?.offset).toBeLessThanOrEqual(event.offset)
      }
    }
    expect(corrected).toBeGreaterThan(0)
  })

  it('drop kills and BP of esports but keep every objective and every game won', () => {
    const full = play(moba, 1, 5).events
    const compact = compactScript(full)
    expect(compact.some((e) => e.incident?.kind === 'kill' || e.incident?.kind === 'pick')).toBe(false)
    for (const kind of ['gameWon', 'tower', 'dragon', 'baron'] as const)
      expect(
        compact.filter((e) => e.incident?.kind === kind),
        kind,
      ).toHaveLength(full.filter((e) => e.incident?.kind === kind).length)
    expect(compact.length).toBeLessThan(full.length / 2)
    const [last, ...rest] = finalOnly(full)
    expect(rest).toEqual([])
    expect(last?.state).toEqual(full.at(-1)?.state)
    expect(last?.detail).toEqual(full.findLast((e) => e.detail)?.detail)
  })

  it('are the same whether the script was written for compaction or in full', () => {
    for (const n of [1, 2, 3]) {
      const full = play(moba, 4, n).events
      const lean = play(moba, 4, n, { compact: true }).events
      expect(compactScript(lean)).toEqual(compactScript(full))
    }
    for (const n of [1, 2, 3]) {
      expect(compactScript(play(football, 202, n, { compact: true }).events)).toEqual(
        compactScript(play(football, 202, n).events),
      )
    }
  })
})
