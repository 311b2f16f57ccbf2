import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { routeHead } from './route-heads'
import { documentTitle } from './use-page-title'

// Source-language catalog: the messages read as their Chinese source.
const i18n = setupI18n({ locale: 'zh_CN', messages: { zh_CN: {} } })

describe('routeHead', () => {
  it('names the section, with the game in front where the path has one', () => {
    expect(routeHead('/match/{-$game}', { game: 'lol' }, i18n).title).toBe('英雄联盟 · 比分直播')
    expect(routeHead('/match/{-$game}', {}, i18n).title).toBe('比分直播')
    expect(routeHead('/$game/data', { game: 'soccer' }, i18n).title).toBe('足球 · 赛事数据')
    expect(routeHead('/videos/{-$game}/videoList', { game: 'hot' }, i18n).title).toBe('视频')
  })

  it('gives every route of the portal a title, and the home a description', () => {
    for (const id of ['/', '/live', '/expert/plan/$planId', '/userInfo/focus', '/anchorCenter/', '/s/$text']) {
      expect(routeHead(id, {}, i18n).title).not.toBe('')
    }
    expect(routeHead('/', {}, i18n).description).toContain('Scorecast')
    expect(routeHead('/anchorCenter/', {}, i18n).title).toBe('主播中心')
  })

  it('writes the site after the page', () => {
    expect(documentTitle('LPL · 比分直播')).toBe('LPL · 比分直播 – Scorecast')
    expect(documentTitle('')).toBe('Scorecast')
  })
})
