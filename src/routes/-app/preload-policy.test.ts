import { describe, expect, it } from 'vitest'
import { preloadPolicy } from './preload-policy'

describe('preloadPolicy', () => {
  it('prefetches on intent when the browser says nothing or the link is good', () => {
    expect(preloadPolicy(undefined)).toBe('intent')
    expect(preloadPolicy({ effectiveType: '4g', saveData: false })).toBe('intent')
    expect(preloadPolicy({ effectiveType: '3g' })).toBe('intent')
  })

  it('skips prefetching on data-saver, 2g and slow-2g', () => {
    expect(preloadPolicy({ saveData: true, effectiveType: '4g' })).toBe(false)
    expect(preloadPolicy({ effectiveType: '2g' })).toBe(false)
    expect(preloadPolicy({ effectiveType: 'slow-2g' })).toBe(false)
  })
})
