import { describe, expect, it } from 'vitest'
import { createRng } from '../../../seed/prng'
import { engineOf } from '../engines'
import { seededCatalogue } from '../seeded-catalogue'

const { leagues, catalogue } = seededCatalogue()

describe('squads in the built-in feed', () => {
  // Every seeded team plays once at home, so each squad (some of which hold two players of one name) is seen.
  it('never names a player twice in a lineup, nor a starter on the bench, in any game', () => {
    let matches = 0
    for (const league of leagues) {
      const engine = engineOf(league.gameId)
      league.teamIds.forEach((homeTeamId, i) => {
        const guestTeamId = league.teamIds[(i + 1) % league.teamIds.length] as string
        const matchId = `squad-${league.leagueId}-${i}`
        const events = engine.script({
          matchId,
          gameId: league.gameId,
          leagueId: league.leagueId,
          homeTeamId,
          guestTeamId,
          bestOf: engine.bestOf(createRng(matchId), league.gameId),
          rng: createRng(`match:${matchId}`),
          catalogue,
          compact: true,
        })
        const detail = events.at(-1)?.detail
        matches++
        if (!detail) throw new Error(`${matchId} ended without its detail`)
        if (detail.kind === 'battleRoyale') {
          const lobby = detail.table.map((line) => line.teamId)
          expect(new Set(lobby).size, matchId).toBe(lobby.length)
          return
        }
        for (const side of ['home', 'guest'] as const) {
          const { starters, bench } = detail.lineups[side]
          const names = [...starters, ...bench].map((player) => player.name)
          expect(new Set(names).size, `${matchId} ${side}: ${names.join(', ')}`).toBe(names.length)
        }
      })
    }
    expect(matches).toBeGreaterThan(400)
  })
})
