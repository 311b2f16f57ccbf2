import { describe, expect, it } from 'vitest'
import { resultOf, winnerOf } from './winner'

describe('winnerOf', () => {
  it('names the side ahead when the match ended', () => {
    expect(winnerOf({ gameId: 1, status: 'closed', phase: 'ended', homeScore: 2, guestScore: 1 })).toBe('home')
    expect(winnerOf({ gameId: 1, status: 'closed', phase: 'ended', homeScore: 0, guestScore: 3 })).toBe('guest')
    expect(resultOf('guest', 'home')).toBe('lost')
    expect(resultOf('guest', 'guest')).toBe('won')
  })

  it('gives no winner to a draw, a live match or a cancelled one', () => {
    expect(winnerOf({ gameId: 1, status: 'closed', phase: 'ended', homeScore: 1, guestScore: 1 })).toBeNull()
    expect(winnerOf({ gameId: 1, status: 'live', phase: 'secondHalf', homeScore: 2, guestScore: 0 })).toBeNull()
    expect(winnerOf({ gameId: 1, status: 'closed', phase: 'cancelled', homeScore: 1, guestScore: 0 })).toBeNull()
    expect(winnerOf({ gameId: 5, status: 'closed', phase: 'ended', homeScore: 9, guestScore: 3 })).toBeNull()
    expect(resultOf(null, 'home')).toBeUndefined()
  })
})
