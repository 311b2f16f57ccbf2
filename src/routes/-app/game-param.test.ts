import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { canonicalGamePath, contentGate, gameGate, itemGate, toCanonicalGamePath } from './game-param'

describe('contentGate', () => {
  it('lets the news and videos lists show the recommended tab, and nothing else a game would not be', () => {
    expect(contentGate({ game: 'recommend' })).toEqual({ game: 'recommend' })
    expect(contentGate({ game: 'lol' })).toEqual({ game: 'lol' })
    expect(contentGate({ game: 'cs:go' })).toEqual({ game: 'csgo' })
    expect(contentGate({ game: 'recommended' })).toBe(false)
    expect(gameGate({ game: 'recommend' }), 'a match or anchor path has no recommended list').toBe(false)
    expect(itemGate({ id: 'recommend' }), '/news/recommend is the list, not an item').toBe(false)
  })
})

describe('gameGate', () => {
  it('accepts the game slugs, reads the spec’s cs:go as csgo, and refuses anything else', () => {
    expect(gameGate({ game: 'lol' })).toEqual({ game: 'lol' })
    expect(gameGate({ game: 'hot' })).toEqual({ game: 'hot' })
    expect(gameGate({ game: 'csgo' })).toEqual({ game: 'csgo' })
    expect(gameGate({ game: 'cs:go' })).toEqual({ game: 'csgo' })
    expect(gameGate({ game: undefined })).toEqual({ game: undefined })
    expect(gameGate({ game: 'nope' })).toBe(false)
  })

  it('reads a lone game slug as the game’s list, not an item', () => {
    expect(itemGate({ game: undefined, id: 'lol' })).toBe(false)
    expect(itemGate({ game: undefined, id: 'cs:go' })).toBe(false)
    expect(itemGate({ game: 'cs:go', id: '12' })).toEqual({ game: 'csgo', id: '12' })
  })
})

describe('canonicalGamePath', () => {
  it('replaces cs:go however it is written, and leaves canonical paths alone', () => {
    expect(canonicalGamePath('/anchor/cs:go')).toBe('/anchor/csgo')
    expect(canonicalGamePath('/anchor/cs%3Ago')).toBe('/anchor/csgo')
    expect(canonicalGamePath('/CS%3AGO/m-1')).toBe('/csgo/m-1')
    expect(canonicalGamePath('/anchor/csgo')).toBeNull()
    expect(canonicalGamePath('/match/lol')).toBeNull()
    expect(canonicalGamePath('/news/%E0%A4%A')).toBeNull()
  })
})

describe('toCanonicalGamePath', () => {
  const redirectOf = (pathname: string, searchStr = '', hash = '') => {
    try {
      toCanonicalGamePath({ location: { pathname, searchStr, hash } })
      return null
    } catch (thrown) {
      return isRedirect(thrown) ? { href: thrown.options.href, replace: thrown.options.replace } : thrown
    }
  }

  it('redirects a path with cs:go to the csgo one, keeping its search and hash, in place', () => {
    expect(redirectOf('/anchor/cs%3Ago', '?x=1', 'top')).toEqual({ href: '/anchor/csgo?x=1#top', replace: true })
    expect(redirectOf('/cs:go/m-1')).toEqual({ href: '/csgo/m-1', replace: true })
  })

  it('lets canonical paths through', () => {
    expect(redirectOf('/anchor/csgo', '?x=1')).toBeNull()
    expect(redirectOf('/match')).toBeNull()
  })
})
