import { afterEach, describe, expect, it, vi } from 'vitest'
import { claimChunkReload, isChunkLoadError, reloadForChunkFailure } from './chunk-reload'

/** A tiny real key-value store with Storage's two methods used here. */
function memoryStore() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('claimChunkReload', () => {
  it('allows one reload, then refuses for 60 s, then allows again', () => {
    const store = memoryStore()
    const t0 = 1_000_000
    expect(claimChunkReload(store, t0)).toBe(true)
    expect(claimChunkReload(store, t0 + 1_000)).toBe(false)
    expect(claimChunkReload(store, t0 + 59_999)).toBe(false)
    expect(claimChunkReload(store, t0 + 60_000)).toBe(true)
    expect(claimChunkReload(store, t0 + 60_001)).toBe(false)
  })

  it('never reloads without storage, so a missing chunk cannot loop', () => {
    expect(claimChunkReload(undefined, 1)).toBe(false)
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {},
    }
    expect(claimChunkReload(broken, 1)).toBe(false)
  })

  it('ignores a garbled stamp', () => {
    const store = memoryStore()
    store.setItem('scorecast.chunkReloadAt', 'not a number')
    expect(claimChunkReload(store, 5)).toBe(true)
  })
})

describe('isChunkLoadError', () => {
  it('recognizes the failures of Chromium, Firefox and Safari and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})

describe('reloadForChunkFailure', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const stubPage = (onLine: boolean) => {
    const reload = vi.fn()
    const stamps = new Map<string, string>()
    vi.stubGlobal('navigator', { onLine })
    vi.stubGlobal('location', { reload })
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stamps.get(key) ?? null,
      setItem: (key: string, value: string) => void stamps.set(key, value),
    })
    return reload
  }

  it('reloads for a failed chunk while online', () => {
    const reload = stubPage(true)
    expect(reloadForChunkFailure()).toBe(true)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('never reloads offline, where the chunk failed for want of a network', () => {
    const reload = stubPage(false)
    expect(reloadForChunkFailure()).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
