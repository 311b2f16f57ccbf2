import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article, ArticleSummary } from '../../../protocol/news'
import { matchEvents, matches } from '../../matches/tables'
import { writeArticles } from '../../news/writer'
import { servicesOn, testClock } from '../../test-support/auth-client'
import { openTestDatabase, type TestDatabase } from '../../test-support/database'
import { insertCatalogue, insertMatch, liveState } from '../../test-support/fixtures'
import { callJava } from '../../test-support/http-client'
import { startTestServer, type TestServer } from '../../test-support/server'

let database: TestDatabase
let server: TestServer
const clock = testClock(Date.UTC(2026, 10, 25, 12))
const HOUR = 60 * 60 * 1000

/** Ends a match with a score and its incidents (one of them retracted by a correction). */
async function finish(id: string, gameId: number, homeScore: number, guestScore: number, endedAt: number) {
  const incidents = [
    { kind: 'goal', side: 'home', clock: 11 * 60 + 5, detail: '张三' },
    { kind: 'goal', side: 'guest', clock: 29 * 60, detail: null },
    { kind: 'yellowCard', side: 'guest', clock: 40 * 60, detail: null },
    { kind: 'goal', side: 'home', clock: 79 * 60, detail: '李四' },
    { kind: 'goal', side: 'guest', clock: 85 * 60, detail: '越位' },
  ] as const
  await database.db.insert(matchEvents).values([
    ...incidents.map((incident, i) => ({
      matchId: id,
      gameId,
      seq: i + 1,
      type: 'incident' as const,
      at: endedAt,
      state: liveState('live'),
      incident: { ...incident, period: 1, points: incident.kind === 'goal' ? 1 : 0 },
    })),
    { matchId: id, gameId, seq: 6, type: 'correction' as const, at: endedAt, state: liveState('live'), retracts: 5 },
  ])
  await database.db
    .update(matches)
    .set({
      ...liveState('closed', homeScore, guestScore),
      periods: [
        { index: 1, home: 1, guest: 1 },
        { index: 2, home: homeScore - 1, guest: guestScore - 1 },
      ],
      seq: 6,
      updatedAt: endedAt,
    })
    .where(eq(matches.id, id))
}

beforeAll(async () => {
  database = await openTestDatabase()
  await insertCatalogue(database.db, [1, 202])
  const now = clock.now()
  await insertMatch(database.db, { id: 'past', gameId: 202, startTime: now - 240 * HOUR })
  await finish('past', 202, 3, 0, now - 238 * HOUR)
  await insertMatch(database.db, { id: 'done', gameId: 202, startTime: now - 3 * HOUR })
  await finish('done', 202, 2, 1, now - HOUR)
  // Ended ten days ago, stored just now (as a first start's history fill stores a month of results).
  await insertMatch(database.db, { id: 'filled', gameId: 1, startTime: now - 242 * HOUR })
  await finish('filled', 1, 1, 0, now - 240 * HOUR)
  await database.db.update(matches).set({ updatedAt: now }).where(eq(matches.id, 'filled'))
  await insertMatch(database.db, { id: 'soon', gameId: 202, startTime: now + 2 * HOUR })
  await insertMatch(database.db, { id: 'later', gameId: 202, startTime: now + 72 * HOUR })
  await insertMatch(database.db, { id: 'lol', gameId: 1, startTime: now + 5 * HOUR })
  await insertMatch(database.db, { id: 'upset', gameId: 1, startTime: now - 2 * HOUR })
  await database.db
    .update(matches)
    .set({ ...liveState('closed', 0, 2), updatedAt: now - HOUR / 2 })
    .where(eq(matches.id, 'upset'))
  server = await startTestServer(database.db, {}, { accounts: servicesOn(clock) })
}, 60_000)
afterAll(async () => {
  await server.close()
  await database.close()
})

const get = <T>(path: string, lan = 'zh_CN', query: Record<string, string> = {}) =>
  callJava<T>(server.url, path, { query, headers: { lan } })

describe('news written from the feed', () => {
  it('writes a preview for each match within a day and a report for each recently ended one (by its last event, not when it was stored), once', async () => {
    const [first, again] = await Promise.all([
      writeArticles(database.db, clock.now()),
      writeArticles(database.db, clock.now()),
    ])
    expect((first?.previews ?? 0) + (again?.previews ?? 0)).toBe(2)
    expect((first?.reports ?? 0) + (again?.reports ?? 0)).toBe(2)
    expect(await writeArticles(database.db, clock.now())).toEqual({ previews: 0, reports: 0 })
  })

  it('lists a game’s articles in the reader’s language, and a match’s own', async () => {
    const zh = await get<{ list: ArticleSummary[]; total: number }>('/soccer/news/1')
    expect(zh.result?.total).toBe(2)
    const report = zh.result?.list.find((a) => a.kind === 'report')
    expect(report?.title).toMatch(/主队202/)
    expect(report?.title).toMatch(/2-1/)
    expect(report?.summary).toBe('联赛202比赛结束，主队202以2-1战胜客队202。')
    const en = await get<{ list: ArticleSummary[] }>('/soccer/news/1', 'en')
    expect(en.result?.list.find((a) => a.kind === 'report')?.summary).toBe('League 202: Home 202 beat Guest 202 2-1.')
    const tw = await get<{ list: ArticleSummary[] }>('/soccer/news/1', 'zh_TW')
    expect(tw.result?.list.find((a) => a.kind === 'report')?.summary).toContain('聯賽202比賽結束')
    const ofMatch = await get<{ list: ArticleSummary[] }>('/soccer/soon')
    expect(ofMatch.result?.list.map((a) => a.kind)).toEqual(['preview'])
    expect((await get<{ total: number }>('/lol/news/1')).result?.total).toBe(2)
    expect((await get<{ total: number }>('/recommend/news/1')).result?.total).toBe(4)
    // The winner's score comes first, whichever side won.
    const upset = await get<{ list: ArticleSummary[] }>('/lol/upset')
    expect(upset.result?.list[0]?.summary).toBe('联赛1比赛结束，客队1以2-0战胜主队1。')
    const upsetEn = await get<{ list: ArticleSummary[] }>('/lol/upset', 'en')
    expect(upsetEn.result?.list[0]?.summary).toBe('League 1: Guest 1 beat Home 1 2-0.')
  })

  it('writes the report from the kept incidents, the preview from form and meetings', async () => {
    const list = (await get<{ list: ArticleSummary[] }>('/soccer/news/1')).result?.list ?? []
    const reportId = list.find((a) => a.kind === 'report')?.id
    const previewId = list.find((a) => a.kind === 'preview')?.id
    const report = await get<Article>(`/soccer/news${reportId}`)
    const text = report.result?.paragraphs.join('\n') ?? ''
    expect(text).toContain('第12分钟主队202进球（张三）')
    expect(text).toContain('第80分钟主队202进球（李四）')
    // The goal a correction took back is not told.
    expect(text).not.toContain('越位')
    expect(text).toContain('黄牌0比1')
    expect(report.result?.match?.id).toBe('done')
    expect(report.result?.views).toBe(1)
    const preview = await get<Article>(`/soccer/news${previewId}`)
    const previewText = preview.result?.paragraphs.join('\n') ?? ''
    expect(previewText).toContain('主队202近2场胜胜')
    expect(previewText).toContain('两队近2次交手，主队2022胜，客队2020胜')
    expect(preview.result?.related.map((a) => a.id)).toContain(reportId)
  })

  it('ranks the hot list by reads, and refuses unknown games and articles with the contract’s messages', async () => {
    const list = (await get<{ list: ArticleSummary[] }>('/soccer/news/1')).result?.list ?? []
    const preview = list.find((a) => a.kind === 'preview')
    for (let i = 0; i < 3; i++) await get(`/soccer/news${preview?.id}`)
    const hot = await get<{ list: ArticleSummary[] }>('/news/getHotNewsByGame', 'zh_CN', { game: 'soccer' })
    expect(hot.result?.list[0]?.id).toBe(preview?.id)
    expect((await get<{ list: ArticleSummary[] }>('/hot/news/1')).result?.list[0]?.id).toBe(preview?.id)
    const unknownGame = await get('/tennis/news/1')
    expect(unknownGame.code).toBe(404)
    expect(unknownGame.errorMsg).toBe('请求的接口不存在')
    expect((await get('/news/getHotNewsByGame', 'zh_CN', { game: 'tennis' })).errorMsg).toBe('未知的游戏')
    const missing = await get('/soccer/news999999')
    expect(missing.code).toBe(404)
    expect(missing.errorMsg).toBe('文章不存在或已下线')
    expect((await get('/soccer/news999999', 'en')).errorMsg).toBe('This article does not exist or has been taken down')
  })
})
