import { describe, expect, it } from 'vitest'
import { gameGate, itemGate } from './game-param'

describe('gameGate', () => {
  it('accepts the game slugs, takes csgo for cs:go, and refuses anything else', () => {
    expect(gameGate({ game: 'lol' })).toEqual({ game: 'lol' })
    expect(gameGate({ game: 'cs:go' })).toEqual({ game: 'cs:go' })
    expect(gameGate({ game: 'csgo' })).toEqual({ game: 'cs:go' })
    expect(gameGate({ game: undefined })).toEqual({ game: undefined })
    expect(gameGate({ game: 'nope' })).toBe(false)
  })

  it('reads a lone game slug as the game’s list, not an item', () => {
    expect(itemGate({ game: undefined, id: 'lol' })).toBe(false)
    expect(itemGate({ game: 'csgo', id: '12' })).toEqual({ game: 'cs:go', id: '12' })
  })
})
