import { describe, expect, it } from 'vitest'
import { RoomRegistry } from './rooms'

describe('RoomRegistry', () => {
  it('keeps a room while anyone holds it and publishes each change once', () => {
    const rooms = new RoomRegistry()
    const seen: (readonly string[])[] = []
    rooms.rooms$.subscribe((list) => seen.push(list))
    const first = rooms.acquire('matches')
    const second = rooms.acquire('matches')
    const game = rooms.acquire('game:1')
    first()
    first()
    expect(rooms.current).toEqual(['matches', 'game:1'])
    second()
    game()
    expect(seen).toEqual([[], ['matches'], ['game:1', 'matches'], ['game:1'], []])
  })
})
