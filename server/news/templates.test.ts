import { describe, expect, it } from 'vitest'
import type { PreviewFacts, ReportFacts } from '../../protocol/news'
import { articleText } from './templates'

// A battle royale is a lobby, not a duel: its report names the lobby's podium and where the match's two
// named teams finished, never "A beat B" (the review found "4AM拿下微博WBG…再添一胜" for a lobby 4AM ended 6th).

const team = (id: string, name: string, nameEn: string) => ({ id, name, nameEn })
const facts: ReportFacts = {
  kind: 'report',
  leagueName: '和平精英职业联赛',
  leagueNameEn: 'Peace Elite League',
  home: team('a', '四安', '4AM'),
  guest: team('b', '微博', 'Weibo'),
  startTime: Date.UTC(2026, 10, 28, 12),
  bestOf: 1,
  homeScore: 31,
  guestScore: 55,
  periods: [],
  counts: {},
  key: [],
  lobby: [
    { name: '狼队', nameEn: 'Wolves', points: 88, kills: 40, wins: 2 },
    { name: '微博', nameEn: 'Weibo', points: 55, kills: 30, wins: 1 },
    { name: '天霸', nameEn: 'Tianba', points: 50, kills: 22, wins: 0 },
    { name: '火豹', nameEn: 'Firepard', points: 44, kills: 20, wins: 0 },
    { name: '九尾', nameEn: 'Nine Tails', points: 40, kills: 18, wins: 0 },
    { name: '四安', nameEn: '4AM', points: 31, kills: 12, wins: 0 },
  ],
}

describe('a battle royale report', () => {
  it('tells the lobby: the winner, the podium and the two named teams’ places, in Chinese and English', () => {
    const zh = articleText(facts, 'battleRoyale', 'pubg-1', 'zh_CN')
    expect(zh.title).toContain('狼队')
    expect(zh.title).not.toMatch(/四安.*(拿下|战胜|击败).*微博/)
    const zhText = zh.paragraphs.join('')
    expect(zhText).toContain('6支队伍')
    expect(zhText).toContain('四安排名第6')
    expect(zhText).toContain('微博排名第2')
    expect(zhText).not.toContain('再添一胜')
    const en = articleText(facts, 'battleRoyale', 'pubg-1', 'en')
    expect(en.title).toContain('Wolves')
    expect(en.paragraphs.join(' ')).toContain('4AM finished 6th (31 pts)')
    expect(en.paragraphs.join(' ')).toContain('1st Wolves (88 pts, 40 kills)')
  })

  it('previews a lobby, not a duel', () => {
    const { leagueName, leagueNameEn, home, guest, startTime, bestOf } = facts
    const preview: PreviewFacts = {
      kind: 'preview',
      ...{ leagueName, leagueNameEn, home, guest, startTime, bestOf },
      form: { home: [], guest: [] },
      meetings: [],
    }
    const zh = articleText(preview, 'battleRoyale', 'pubg-2', 'zh_CN')
    expect(zh.title).not.toMatch(/迎战|vs|对决/)
    expect(zh.paragraphs.join('')).toContain('多支队伍同场竞技')
    expect(articleText(preview, 'battleRoyale', 'pubg-2', 'en').paragraphs[0]).toContain(
      '4AM, Weibo and the rest of the lobby',
    )
  })

  it('leaves head-to-head reports as they were', () => {
    const duel = articleText({ ...facts, lobby: undefined, homeScore: 2, guestScore: 1 }, 'moba', 'lol-1', 'zh_CN')
    expect(duel.summary).toBe('和平精英职业联赛比赛结束，四安以2-1战胜微博。')
  })
})
