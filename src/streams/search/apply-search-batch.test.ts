import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ScorecastDB } from '../../db/database'
import { cachedSuggestions } from '../../db/queries/search'
import { RECENT_SEARCHES_KEPT } from '../../db/search-rows'
import { applySearchBatch } from './apply-search-batch'

let db: ScorecastDB
beforeEach(() => {
  db = new ScorecastDB(`search-${Math.random()}`)
})
afterEach(() => db.delete())

describe('applySearchBatch', () => {
  it('keeps the newest recent searches only, once each', async () => {
    const searched = Array.from({ length: RECENT_SEARCHES_KEPT + 3 }, (_, i) => ({
      type: 'search/searched' as const,
      text: `q${i}`,
      at: 1000 + i,
    }))
    await applySearchBatch(db, [...searched, { type: 'search/searched', text: ' q5 ', at: 5000 }])
    const kept = (await db.recentSearches.orderBy('at').reverse().toArray()).map((r) => r.text)
    expect(kept).toHaveLength(RECENT_SEARCHES_KEPT)
    expect(kept[0]).toBe('q5')
    expect(kept).not.toContain('q0')
    await applySearchBatch(db, [{ type: 'search/recentCleared' }])
    expect(await db.recentSearches.count()).toBe(0)
  })

  it('stores result pages under text, kind and page', async () => {
    await applySearchBatch(db, [
      { type: 'search/results', text: ' JDG ', kind: 'team', pageIndex: 2, groups: [], at: 1 },
    ])
    expect(await db.searchResults.get('jdg|team|2')).toMatchObject({ groups: [] })
  })
})

describe('cachedSuggestions', () => {
  it('suggests cached teams, players and leagues whose names contain the text, exact first', async () => {
    await db.libraryTeams.bulkPut([
      {
        id: 't1',
        gameId: 1,
        name: '北京JDG',
        nameEn: 'JD Gaming',
        shortName: 'JDG',
        country: null,
        logo: null,
        leagueIds: [],
        players: 5,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        winRate: 0,
        fetchedAt: 1,
      },
      {
        id: 't2',
        gameId: 1,
        name: '西安JDGX',
        nameEn: 'X',
        shortName: 'XJD',
        country: null,
        logo: null,
        leagueIds: [],
        players: 5,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        winRate: 0,
        fetchedAt: 1,
      },
    ])
    const hits = await cachedSuggestions(db, 'jdg')
    expect(hits.map((h) => [h.id, h.match])).toEqual([
      ['t1', 3],
      ['t2', 1],
    ])
    expect(await cachedSuggestions(db, '  ')).toEqual([])
  })
})
