import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../protocol/constants'
import { entityName, leagueNameOf } from './entity-name'

const jdg = { name: '京东电竞', names: { en: 'JD Gaming', zh_TW: '京東電競' } }

describe('entityName', () => {
  it('prints the Chinese name in zh_CN, the traditional one in zh_TW and English in en', () => {
    expect(entityName(jdg, 'zh_CN')).toBe('京东电竞')
    expect(entityName(jdg, 'zh_TW')).toBe('京東電競')
    expect(entityName(jdg, 'en')).toBe('JD Gaming')
  })

  it('falls back to English in every other locale, then to the Chinese name', () => {
    for (const locale of LOCALES.filter((l) => !l.startsWith('zh'))) {
      expect(entityName(jdg, locale)).toBe('JD Gaming')
      expect(entityName({ name: '京东电竞', names: { zh_TW: '京東電競' } }, locale)).toBe('京东电竞')
    }
  })

  it('reads names cached before they were sent, and names that are the same everywhere', () => {
    expect(entityName({ name: 'T1' }, 'en')).toBe('T1')
    expect(entityName({ name: 'T1', names: {} }, 'zh_TW')).toBe('T1')
  })

  it('chooses a match league name the same way', () => {
    const match = { leagueName: '英格兰超级联赛', leagueNames: { en: 'English Premier League' } }
    expect(leagueNameOf(match, 'ko')).toBe('English Premier League')
    expect(leagueNameOf(match, 'zh_CN')).toBe('英格兰超级联赛')
  })
})
