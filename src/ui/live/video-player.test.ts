import { describe, expect, it } from 'vitest'
import { viewState } from './video-player'

describe('viewState: what the video area shows', () => {
  const live = { state: 'live' as const, publishing: true }
  const open = { gate: 'open' as const, hlsUrl: '/hls/1/index.m3u8' }
  it('follows the broadcast state first, then the gate, then the stream', () => {
    expect(viewState(null, null)).toBe('loading')
    expect(viewState({ state: 'offline', publishing: false }, open)).toBe('offline')
    expect(viewState({ state: 'ended', publishing: false }, open)).toBe('ended')
    expect(viewState(live, null)).toBe('loading')
    expect(viewState(live, { gate: 'login', hlsUrl: null })).toBe('login')
    expect(viewState(live, { gate: 'paid', hlsUrl: null })).toBe('paid')
    expect(viewState({ state: 'live', publishing: false }, { gate: 'notLive', hlsUrl: null })).toBe('waiting')
    expect(viewState(live, open)).toBe('play')
    // Publishing again before the new playback arrived: wait for it rather than show a stale state.
    expect(viewState(live, { gate: 'notLive', hlsUrl: null })).toBe('loading')
  })
})
