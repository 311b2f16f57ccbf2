import { describe, expect, it } from 'vitest'
import type { FpsDetail } from '../../../../protocol/match-detail'
import { fps } from './fps'
import { play } from './play'

describe('CS:GO score on a match page', () => {
  // The page shows the state (score, 比分详情 by map) and the detail (the map table, rounds per half) side by
  // side, with the detail of the newest event that carried one: after every event they tell one score.
  it('agrees between the score by map and the map table after every event', () => {
    for (let n = 0; n < 40; n++) {
      const { events } = play(fps, 2, n)
      let detail: FpsDetail | null = null
      events.forEach((event, i) => {
        if (event.detail?.kind === 'fps') detail = event.detail
        const { state } = event
        const at = `match ${n}, event ${i + 1} (${event.incident?.kind ?? event.state.phase})`
        const maps = (detail as FpsDetail | null)?.maps ?? []
        for (const line of state.periods.filter((p) => p.index > 0)) {
          const map = maps.find((m) => m.index === line.index)
          const table = (map?.halves ?? []).reduce(
            (sum, half) => ({ home: sum.home + half.home, guest: sum.guest + half.guest }),
            { home: 0, guest: 0 },
          )
          expect({ at, map: line.index, table }).toEqual({
            at,
            map: line.index,
            table: { home: line.home, guest: line.guest },
          })
        }
        const won = (side: 'home' | 'guest') => maps.filter((m) => m.winner === side).length
        expect({ at, home: won('home'), guest: won('guest') }).toEqual({
          at,
          home: state.homeScore,
          guest: state.guestScore,
        })
      })
    }
  })
})
