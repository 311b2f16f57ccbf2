import { describe, expect, it } from 'vitest'
import { BEHIND_AFTER_S, isBehindLive, liveEdgeOf } from './live-edge'

const ranges = (...ends: number[]) => ({ length: ends.length, end: (i: number) => ends[i] ?? 0 })

describe('the live edge of the room player', () => {
  it("follows hls.js's sync position, else the end of the seekable range", () => {
    expect(liveEdgeOf({ liveSyncPosition: 42 }, ranges(50))).toBe(42)
    expect(liveEdgeOf({ liveSyncPosition: null }, ranges(10, 50))).toBe(50)
    expect(liveEdgeOf(null, ranges())).toBeNull()
  })

  it('is live near the edge, behind when paused or further back', () => {
    expect(isBehindLive(40, 40 - BEHIND_AFTER_S + 0.5, false)).toBe(false)
    expect(isBehindLive(40, 40 - BEHIND_AFTER_S - 0.5, false)).toBe(true)
    expect(isBehindLive(40, 40, true)).toBe(true)
    expect(isBehindLive(null, 3, false)).toBe(false)
  })
})
