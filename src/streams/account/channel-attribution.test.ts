import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { promotionChannel, rememberChannelOf } from './channel-attribution'

// A partner's link is remembered with its signature; the login calls send both.

const DAY_MS = 24 * 60 * 60 * 1000

beforeEach(() => {
  const store = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the channel of a link', () => {
  it('is remembered with its signature for the login calls, for 30 days', () => {
    expect(rememberChannelOf('?channel=1001&ref=sig_nature-1', 0)).toBe(1001)
    expect(promotionChannel(DAY_MS)).toEqual({ promotionChannelId: 1001, promotionRef: 'sig_nature-1' })
    expect(promotionChannel(31 * DAY_MS)).toEqual({})
  })

  it('keeps no signature that is not one, and a link without any still names its channel', () => {
    rememberChannelOf('?channel=1002&ref=<script>', 0)
    expect(promotionChannel(1)).toEqual({ promotionChannelId: 1002 })
    rememberChannelOf('?channel=1003', 0)
    expect(promotionChannel(1)).toEqual({ promotionChannelId: 1003 })
  })
})
