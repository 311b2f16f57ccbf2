import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from '../../routeTree.gen'

// The real route tree, matched by the real router: which route (and params) a path lands on. Decides the
// spec's ambiguous pairs and the catch-all's 404 for unknown games.

const router = createRouter({ routeTree, history: createMemoryHistory() })

function land(path: string): { route: string; params: Record<string, unknown> } | '404' {
  // A path only partly matched (its rest left in the '**' splat) is rendered as the 404 page.
  const [, rawParams, found] = router.getMatchedRoutes(path)
  if (!found || rawParams['**'] !== undefined) return '404'
  const last = router.matchRoutes(path).at(-1)
  if (!last) return '404'
  const params = Object.fromEntries(Object.entries(last.params).filter(([, value]) => value !== undefined))
  return { route: last.routeId, params }
}

describe('route matching', () => {
  it('registers every route of the spec table', () => {
    const paths = [
      '/about',
      '/anchorCenter',
      '/anchorCenter/live',
      '/anchorCenter/revenueDetails',
      '/certificate',
      '/channel',
      '/channel/gold',
      '/channel/statistical',
      '/channel/user',
      '/channel/water',
      '/creatorCenter',
      '/creatorCenter/dataShow',
      '/creatorCenter/progComponent',
      '/creatorCenter/progManage',
      '/expert',
      '/expert/allExperts',
      '/expert/specialist',
      '/leagueLibrary',
      '/playerLibrary',
      '/squadLibrary',
      '/live',
      '/protocol/complaint',
      '/protocol/cooperation',
      '/protocol/power',
      '/protocol/privacy',
      '/protocol/responsibility',
      '/protocol/service',
      '/userInfo/focus',
      '/userInfo/info',
      '/userInfo/myOrder',
      '/userInfo/preferences',
      '/userInfo/send',
      '/userInfo/setting',
      '/userInfo/userNews',
      '/userInfo/userPost',
      '/userInfo/water',
    ]
    for (const path of paths) {
      const landed = land(path)
      expect(landed, path).not.toBe('404')
      if (landed !== '404') expect(landed.route.replace(/\/$/, ''), path).toBe(path)
    }
  })

  it('lands the home page and the detail pages with their ids', () => {
    expect(land('/')).toEqual({ route: '/', params: {} })
    expect(land('/expert/42')).toEqual({ route: '/expert/$id', params: { id: '42' } })
    expect(land('/leagueLibrary/7')).toEqual({ route: '/leagueLibrary/$id', params: { id: '7' } })
    expect(land('/s/T1')).toEqual({ route: '/s/$text', params: { text: 'T1' } })
    expect(land('/protocol/refund')).toEqual({ route: '/protocol/{-$id}', params: { id: 'refund' } })
    expect(land('/userInfo/99')).toEqual({ route: '/userInfo/{-$id}', params: { id: '99' } })
    expect(land('/userInfo')).toEqual({ route: '/userInfo/{-$id}', params: {} })
  })

  it('prefers static segments over dynamic ones', () => {
    expect(land('/protocol/privacy')).toEqual({ route: '/protocol/privacy', params: {} })
    expect(land('/lol/data')).toEqual({ route: '/$game/data', params: { game: 'lol' } })
    expect(land('/videos/lol/videoList')).toEqual({ route: '/videos/{-$game}/videoList', params: { game: 'lol' } })
    expect(land('/videos/videoList')).toEqual({ route: '/videos/{-$game}/videoList', params: {} })
    expect(land('/anchor/anchorList')).toEqual({ route: '/anchor/{-$game}/anchorList', params: {} })
  })

  it('reads a game slug as a game and anything else as an id', () => {
    expect(land('/news/lol')).toEqual({ route: '/news/$game', params: { game: 'lol' } })
    expect(land('/news/123')).toEqual({ route: '/news/{-$game}/$id', params: { id: '123' } })
    expect(land('/news/soccer/123')).toEqual({ route: '/news/{-$game}/$id', params: { game: 'soccer', id: '123' } })
    expect(land('/videos/hot')).toEqual({ route: '/videos/$game', params: { game: 'hot' } })
    expect(land('/videos/88')).toEqual({ route: '/videos/{-$game}/$id', params: { id: '88' } })
    expect(land('/match')).toEqual({ route: '/match/{-$game}', params: {} })
    expect(land('/match/dota2')).toEqual({ route: '/match/{-$game}', params: { game: 'dota2' } })
  })

  it('accepts only the ten game slugs in the catch-all, csgo included (and the spec’s cs:go read as csgo)', () => {
    expect(land('/lol')).toEqual({ route: '/$game/{-$id}', params: { game: 'lol' } })
    expect(land('/hot')).toEqual({ route: '/$game/{-$id}', params: { game: 'hot' } })
    expect(land('/csgo/123')).toEqual({ route: '/$game/{-$id}', params: { game: 'csgo', id: '123' } })
    expect(land('/cs:go/123')).toEqual({ route: '/$game/{-$id}', params: { game: 'csgo', id: '123' } })
    expect(land('/cs%3Ago')).toEqual({ route: '/$game/{-$id}', params: { game: 'csgo' } })
    expect(land('/anchor/csgo')).toEqual({ route: '/anchor/$game', params: { game: 'csgo' } })
    expect(land('/match/csgo')).toEqual({ route: '/match/{-$game}', params: { game: 'csgo' } })
    expect(land('/unknown')).toBe('404')
    expect(land('/unknown/1')).toBe('404')
    expect(land('/match/fifa')).toBe('404')
    expect(land('/news/fifa/1')).toBe('404')
    expect(land('/a/b/c/d')).toBe('404')
  })
})
