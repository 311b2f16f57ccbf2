import { describe, expect, it } from 'vitest'
import { GAMES } from '../../protocol/games'
import { buildCatalogue } from './catalogue'

// Numbers and names a fan believes (shared/design STYLE.md): in the built catalogue a name picks out one player
// of a game, and no generated player carries a real player's name from any game.

const catalogue = buildCatalogue()

describe('the seeded players', () => {
  it('have a name of their own within their game, and each belongs to one team', () => {
    for (const game of GAMES) {
      const players = catalogue.players.filter((p) => p.gameId === game.gameId)
      const names = players.map((p) => p.nickname.toLowerCase())
      const repeated = names.filter((name, i) => names.indexOf(name) !== i)
      expect(repeated, game.slug).toEqual([])
      const ids = players.map((p) => p.id)
      expect(new Set(ids).size, game.slug).toBe(ids.length)
    }
  })

  it('never give a generated player the name of a real one, in any game', () => {
    const real = new Set(catalogue.players.filter((p) => p.source !== 'generated').map((p) => p.nickname.toLowerCase()))
    expect(real.size).toBeGreaterThan(50)
    const borrowed = catalogue.players
      .filter((p) => p.source === 'generated' && real.has(p.nickname.toLowerCase()))
      .map((p) => `${p.id} ${p.nickname}`)
    expect(borrowed).toEqual([])
    // The review's cases: LoL pros' handles on CS and Dota rosters.
    for (const handle of ['ruler', 'creme', 'kanavi', 'zhi', 'meteor'])
      expect(
        catalogue.players.filter((p) => p.gameId !== 1 && p.nickname.toLowerCase().startsWith(handle)).map((p) => p.id),
        handle,
      ).toEqual([])
  })
})
