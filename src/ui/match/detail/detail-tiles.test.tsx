import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { fromRealProvider } from '../../../../protocol/match'
import type { MobaGame, VetoStep } from '../../../../protocol/match-detail'
import { HeroTile } from '../../crest/hero-tile'
import { MapTile } from '../../crest/map-tile'
import { WinRateModel } from '../win-rate-model'
import { BpView } from './bp-view'
import { IncidentTimeline, type TimelineEntry } from './incident-timeline'
import { MapVeto } from './map-veto'

// Rendered to static markup in the source locale (zh_CN: the messages are their own text); no DOM here, so a
// small reader takes the text of each <span> with a class, as a test in a browser would read textContent.

const i18n = setupI18n({ locale: 'zh_CN', messages: { zh_CN: {} } })
const html = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>)
const stripTags = (markup: string) => markup.replace(/<[^>]+>/g, '')

/** The text content of every <span> whose class list has `className`, in document order. */
function texts(markup: string, className: string): string[] {
  const found: string[] = []
  for (const open of markup.matchAll(new RegExp(`<span[^>]*class="(?:[^"]* )?${className}(?: [^"]*)?"[^>]*>`, 'g'))) {
    const start = open.index + open[0].length
    let depth = 1
    const tags = /<(\/?)span\b[^>]*>/g
    tags.lastIndex = start
    for (let tag = tags.exec(markup); tag; tag = tags.exec(markup)) {
      depth += tag[1] ? -1 : 1
      if (depth === 0) {
        found.push(stripTags(markup.slice(start, tag.index)))
        break
      }
    }
  }
  return found
}

describe('hero and map tiles', () => {
  it('draw the same for a name on every render and differently for two names', () => {
    expect(html(<HeroTile name="Ahri" />)).toBe(html(<HeroTile name="Ahri" />))
    expect(html(<HeroTile name="Ahri" />)).not.toBe(html(<HeroTile name="Akali" />))
    expect(html(<MapTile name="Mirage" />)).toBe(html(<MapTile name="Mirage" />))
    expect(html(<MapTile name="Mirage" />)).not.toBe(html(<MapTile name="Inferno" />))
  })

  it('keep the name as the text, the monogram in an attribute, and mark a ban', () => {
    const banned = html(<HeroTile name="Hou Yi" banned />)
    expect(banned).toContain('data-monogram="HY"')
    expect(banned).toContain('data-banned="true"')
    expect(stripTags(banned)).toBe('')
    expect(stripTags(html(<MapTile name="Nuke" banned />))).toBe('Nuke')
  })
})

describe('BpView and MapVeto', () => {
  const stats = { kills: 0, towers: 0, dragons: 0, barons: 0, roshans: 0, gold: 0 }
  const game: MobaGame = {
    index: 1,
    winner: 'guest',
    draft: { home: { bans: ['Azir'], picks: ['Ahri', 'Jinx'] }, guest: { bans: ['Thresh'], picks: ['Lee Sin'] } },
    stats: { home: stats, guest: stats },
    goldLead: [],
  }

  it('writes each hero’s name as its chip’s text and the winner in one message', () => {
    const markup = html(<BpView games={[game]} homeName="JDG" guestName="BLG" />)
    expect(texts(markup, 'bp-chip')).toEqual(['Azir', 'Ahri', 'Jinx', 'Thresh', 'Lee Sin'])
    expect(texts(markup, 'ban')).toEqual(['Azir', 'Thresh'])
    expect(markup).toContain('胜方：BLG')
  })

  it('shows the game being played, one tab per game, so a new game does not stack another draft', () => {
    const next: MobaGame = {
      ...game,
      index: 2,
      winner: null,
      draft: { home: { bans: ['Yone'], picks: [] }, guest: { bans: [], picks: [] } },
    }
    const markup = html(<BpView games={[game, next]} homeName="JDG" guestName="BLG" />)
    expect(texts(markup, 'bp-chip')).toEqual(['Yone'])
    expect([...markup.matchAll(/role="tab" [^>]*aria-selected="(true|false)"/g)].map((m) => m[1])).toEqual([
      'false',
      'true',
    ])
    expect(markup).toContain('进行中')
    expect(markup).not.toContain('胜方')
  })

  it('says when the data gives picks without bans, and not while a draft has yet to ban', () => {
    const picksOnly: MobaGame = {
      ...game,
      draft: { home: { bans: [], picks: ['Ahri'] }, guest: { bans: [], picks: ['Jinx'] } },
    }
    const none = (markup: string) => [...markup.matchAll(/class="bp-none"/g)].length
    expect(none(html(<BpView games={[picksOnly]} homeName="JDG" guestName="BLG" />))).toBe(2)
    const starting: MobaGame = {
      ...game,
      winner: null,
      draft: { home: { bans: [], picks: [] }, guest: { bans: [], picks: [] } },
    }
    expect(none(html(<BpView games={[starting]} homeName="JDG" guestName="BLG" />))).toBe(0)
    expect(none(html(<BpView games={[game]} homeName="JDG" guestName="BLG" />))).toBe(0)
  })

  it('draws the veto as map tiles whose text is the map', () => {
    const veto: VetoStep[] = [
      { side: 'home', action: 'ban', map: 'Nuke' },
      { side: 'guest', action: 'pick', map: 'Mirage' },
      { side: null, action: 'decider', map: 'Inferno' },
    ]
    const markup = html(<MapVeto veto={veto} maps={[]} homeName="NAVI" guestName="G2" />)
    expect(texts(markup, 'veto-map')).toEqual(['Nuke', 'Mirage', 'Inferno'])
    expect(markup).toContain('决胜图')
  })
})

describe('IncidentTimeline', () => {
  const goal = (seq: number, side: 'home' | 'guest', clock: number, detail: string | null): TimelineEntry => ({
    seq,
    kind: 'goal',
    side,
    period: 1,
    clock,
    points: 1,
    detail,
  })

  it('shows the running score after each goal, in order, with the scorer', () => {
    const entries: TimelineEntry[] = [
      goal(2, 'home', 300, '张三'),
      { seq: 3, kind: 'yellowCard', side: 'guest', period: 1, clock: 600, points: 0, detail: '李四' },
      goal(5, 'guest', 1200, '王五'),
      goal(8, 'home', 2400, null),
    ]
    const markup = html(<IncidentTimeline entries={entries} gameId={202} homeName="曼城" guestName="利物浦" />)
    // Newest first: 2–1 after the third goal, 1–1, 1–0; the card has none.
    expect(texts(markup, 'incident-score')).toEqual(['2–1', '1–1', '1–0'])
    expect(texts(markup, 'incident-detail')).toEqual(['王五', '李四', '张三'])
    expect(markup.match(/data-kind="yellowCard".*?<\/li>/)?.[0]).not.toContain('incident-score')
  })
})

describe('WinRateModel', () => {
  it('names the teams’ strength as an input only for the simulator’s matches', () => {
    for (const kind of ['moba', 'fps', 'football', 'basketball'] as const) {
      expect(stripTags(html(<WinRateModel kind={kind} neutral />))).toContain('不含对两队实力的判断')
      expect(stripTags(html(<WinRateModel kind={kind} />))).not.toContain('不含')
    }
    expect(['ps-1', 'af-2', 'ab-3', 'soccer-20261130-001'].map(fromRealProvider)).toEqual([true, true, true, false])
  })
})
