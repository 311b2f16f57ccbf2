import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Comment, CommentPage, MyComment } from '../../../protocol/comments'
import { peopleArticles } from '../../articles/tables'
import { createSession } from '../../auth/sessions'
import { users } from '../../auth/tables'
import { grantRole } from '../../auth/users'
import { writeArticles } from '../../news/writer'
import { servicesOn, testClock } from '../../test-support/auth-client'
import { openTestDatabase, type TestDatabase } from '../../test-support/database'
import { insertCatalogue, insertMatch } from '../../test-support/fixtures'
import { callJava } from '../../test-support/http-client'
import { startTestServer, type TestServer } from '../../test-support/server'
import { XSS_CORPUS } from '../../test-support/xss-corpus'
import { videos } from '../../videos/tables'

let database: TestDatabase
let server: TestServer
let articleId = 0
let made = 0
const clock = testClock(Date.UTC(2026, 10, 25, 12))
const HOUR = 60 * 60 * 1000

type TestUser = { uid: number; token: string }
async function user(role?: 'admin'): Promise<TestUser> {
  made++
  const [row] = await database.db
    .insert(users)
    .values({ mobile: `136${String(made).padStart(8, '0')}`, username: `评论者${made}`, createdAt: clock.now() })
    .returning({ id: users.id })
  if (!row) throw new Error('no user')
  if (role) await grantRole(database.db, row.id, role)
  return { uid: row.id, token: (await createSession(database.db, row.id, clock.now())).token }
}

const page = (query: { order?: string } = {}, as?: TestUser, pageIndex = 1, path = `/lol/newsComment${articleId}`) =>
  callJava<CommentPage>(server.url, `${path}/${pageIndex}`, { query, token: as?.token })
const post = (as: TestUser, body: string, parentId?: number, lan = 'zh_CN') =>
  callJava<Comment>(server.url, '/comment/post', {
    body: { kind: 'news', targetId: articleId, body, ...(parentId && { parentId }) },
    token: as.token,
    headers: { lan },
  })
const like = (as: TestUser, commentId: number, value = true) =>
  callJava<{ liked: boolean; likes: number }>(server.url, '/comment/like', {
    body: { commentId, like: value },
    token: as.token,
  })
const remove = (as: TestUser, commentId: number) =>
  callJava(server.url, '/comment/remove', { body: { commentId }, token: as.token })

beforeAll(async () => {
  database = await openTestDatabase()
  await insertCatalogue(database.db, [1])
  await insertMatch(database.db, { id: 'soon', gameId: 1, startTime: clock.now() + 2 * HOUR })
  await writeArticles(database.db, clock.now())
  server = await startTestServer(database.db, {}, { accounts: servicesOn(clock) })
  const listed = await callJava<{ list: { id: number }[] }>(server.url, '/lol/news/1')
  articleId = listed.result?.list[0]?.id ?? 0
  expect(articleId).toBeGreaterThan(0)
}, 60_000)
afterAll(async () => {
  await server?.close()
  await database?.close()
})

describe('comments on an article', () => {
  it('visitors read; only a logged-in user comments (errorCode 3000 otherwise)', async () => {
    const empty = await page()
    expect(empty.result).toEqual({ list: [], total: 0, count: 0 })
    const refused = await callJava(server.url, '/comment/post', {
      body: { kind: 'news', targetId: articleId, body: '好球' },
    })
    expect(refused.errorCode).toBe(3000)
  })

  it('posts, replies one level, and lists newest or hottest first with the counts', async () => {
    const [a, b] = [await user(), await user()]
    const first = (await post(a, '第一条')).result as Comment
    clock.advance(1000)
    const second = (await post(b, '第二条')).result as Comment
    clock.advance(1000)
    const reply = await post(b, '回复第一条', first.id)
    expect(reply.result).toMatchObject({ parentId: first.id, body: '回复第一条', canRemove: true })
    const deeper = await post(a, '回复的回复', reply.result?.id)
    expect(deeper.msg).toBe('只能回复一级评论')

    await like(a, first.id)
    const newest = (await page({}, a)).result as CommentPage
    expect(newest.list.map((c) => c.body)).toEqual(['第二条', '第一条'])
    expect(newest.total).toBe(2)
    expect(newest.count).toBe(3)
    expect(newest.list[1]).toMatchObject({ replyCount: 1, liked: true, likes: 1 })
    expect(newest.list[1]?.replies.map((r) => r.body)).toEqual(['回复第一条'])
    expect(newest.list[0]).toMatchObject({ canRemove: false, liked: false })
    const hot = (await page({ order: 'hot' })).result as CommentPage
    expect(hot.list.map((c) => c.id)).toEqual([first.id, second.id])
  })

  it('refuses contact details, adverts and blocked words in the user’s language; stores other text as given', async () => {
    const a = await user()
    expect((await post(a, '加我微信 abc123456')).msg).toBe('内容不合规，请勿发送联系方式或广告')
    expect((await post(a, '看 www.example.com')).msg).toBe('内容不合规，请勿发送联系方式或广告')
    expect((await post(a, '代练上分')).msg).toBe('内容不合规，请勿发送联系方式或广告')
    expect((await post(a, '你个傻 逼')).msg).toBe('内容包含屏蔽词，请修改后再发')
    expect((await post(a, '加我微信 abc123456', undefined, 'en')).msg).not.toMatch(/[\u4e00-\u9fff]/)
    expect((await post(a, '   ')).msg).toBe('评论内容不能为空')
    expect((await post(a, 'x'.repeat(501))).msg).toBe('评论最多500字')
    const missing = await callJava(server.url, '/comment/post', {
      body: { kind: 'news', targetId: 999_999, body: '好' },
      token: a.token,
    })
    expect(missing.msg).toBe('评论的内容不存在或已下线')
  })

  it('keeps markup as plain text: the XSS corpus comes back byte for byte', async () => {
    for (const payload of XSS_CORPUS) {
      const a = await user()
      const saved = await post(a, payload)
      expect(saved.status, payload).toBe('success')
      expect(saved.result?.body).toBe(payload.trim())
    }
    const listed = (await page({}, undefined, 1)).result as CommentPage
    expect(listed.list.map((c) => c.body)).toContain(XSS_CORPUS[0])
  })

  it('rate-limits each user: 5 a minute, whatever arrives at once', async () => {
    const a = await user()
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post(a, `连发${i}`)))
    expect(answers.filter((r) => r.status === 'success')).toHaveLength(5)
    expect(answers.find((r) => r.status !== 'success')?.msg).toBe('评论太频繁了，请稍后再试')
    clock.advance(61_000)
    expect((await post(a, '一分钟后')).status).toBe('success')
  })

  it('counts 100 concurrent likes exactly, and liking or unliking twice changes nothing', async () => {
    const author = await user()
    const target = (await post(author, '点赞我')).result as Comment
    const likers = await Promise.all(Array.from({ length: 100 }, () => user()))
    const answers = await Promise.all(likers.map((u) => like(u, target.id)))
    expect(answers.every((r) => r.status === 'success')).toBe(true)
    const again = await Promise.all(likers.slice(0, 10).map((u) => like(u, target.id)))
    expect(again.every((r) => r.result?.likes === 100)).toBe(true)
    const off = await Promise.all([
      like(likers[0] as TestUser, target.id, false),
      like(likers[0] as TestUser, target.id, false),
    ])
    expect(off.map((r) => r.result?.likes).sort()).toEqual([99, 99])
    const hot = (await page({ order: 'hot' })).result as CommentPage
    expect(hot.list[0]).toMatchObject({ id: target.id, likes: 99 })
  })

  it('is removed by its author or an administrator, not by others; a removed thread keeps its replies', async () => {
    const [author, other, admin] = [await user(), await user(), await user('admin')]
    const top = (await post(author, '要删的评论')).result as Comment
    const reply = (await post(other, '一条回复', top.id)).result as Comment
    const lone = (await post(other, '没有回复的')).result as Comment
    expect((await remove(other, top.id)).msg).toBe('只有评论者、作者和管理员可以删除评论')
    expect((await page({}, admin)).result?.list.find((c) => c.id === top.id)?.canRemove).toBe(true)
    expect((await remove(author, top.id)).status).toBe('success')
    expect((await remove(author, top.id)).msg).toBe('评论不存在或已删除')
    expect((await remove(admin, lone.id)).status).toBe('success')
    const after = (await page()).result as CommentPage
    const thread = after.list.find((c) => c.id === top.id)
    expect(thread).toMatchObject({ removed: true, body: '', replyCount: 1 })
    expect(thread?.replies.map((r) => r.id)).toEqual([reply.id])
    expect(after.list.find((c) => c.id === lone.id)).toBeUndefined()
    // Once its last reply goes, the removed comment leaves the list too.
    expect((await remove(other, reply.id)).status).toBe('success')
    expect(((await page()).result as CommentPage).list.find((c) => c.id === top.id)).toBeUndefined()
    expect((await like(other, top.id)).msg).toBe('评论不存在或已删除')
  })

  it('pages by 20 and lists a user’s own comments with what they are on', async () => {
    const a = await user()
    for (let i = 0; i < 5; i++) {
      await post(a, `分页${i}`)
      clock.advance(61_000)
    }
    const first = (await page({}, a, 1)).result as CommentPage
    const second = (await page({}, a, 2)).result as CommentPage
    expect(first.list).toHaveLength(20)
    expect(first.total).toBeGreaterThan(20)
    expect(second.list.length).toBe(first.total - 20)
    expect(new Set([...first.list, ...second.list].map((c) => c.id)).size).toBe(first.total)
    const mine = await callJava<{ list: MyComment[]; total: number }>(server.url, '/comment/mine/1', { token: a.token })
    expect(mine.result?.total).toBe(5)
    expect(mine.result?.list[0]).toMatchObject({ kind: 'news', targetId: articleId, game: 'lol', body: '分页4' })
    expect(mine.result?.list[0]?.targetTitle.length).toBeGreaterThan(0)
  })

  it("lets the author of a person's article or the anchor of a video remove comments on it", async () => {
    const [writer, anchor, reader] = [await user(), await user(), await user()]
    const [article] = await database.db
      .insert(peopleArticles)
      .values({
        authorId: writer.uid,
        gameId: 1,
        title: '一篇人写的文章',
        tags: [],
        body: { type: 'doc', content: [] },
        summary: '摘要',
        state: 'published',
        createdAt: clock.now(),
        updatedAt: clock.now(),
        publishedAt: clock.now(),
        views: 0,
      })
      .returning({ id: peopleArticles.id })
    const [video] = await database.db
      .insert(videos)
      .values({
        kind: 'replay',
        state: 'ready',
        roomId: 1,
        anchorId: anchor.uid,
        broadcastNo: 1,
        gameId: 1,
        title: '一场回放',
        startedAt: clock.now(),
        storage: 'v1',
      })
      .returning({ id: videos.id })
    for (const [kind, targetId, owner, path] of [
      ['news', article?.id ?? 0, writer, `/lol/newsComment${article?.id}`],
      ['video', video?.id ?? 0, anchor, `/lol/videoComment${video?.id}`],
    ] as const) {
      const said = await callJava<Comment>(server.url, '/comment/post', {
        body: { kind, targetId, body: '评论一下' },
        token: reader.token,
      })
      expect(said.status, said.msg ?? '').toBe('success')
      const listed = (await page({}, owner, 1, path)).result as CommentPage
      expect(listed.list[0]).toMatchObject({ id: said.result?.id, canRemove: true })
      expect((await remove(owner, said.result?.id ?? 0)).status).toBe('success')
    }
    // The writer's published article is their hot list (/news/userHot/{userId}); the reader has none.
    const hot = await callJava<{ list: { id: number; title: string }[] }>(server.url, `/news/userHot/${writer.uid}`)
    expect(hot.result?.list.map((a) => a.title)).toEqual(['一篇人写的文章'])
    expect((await callJava<{ list: unknown[] }>(server.url, `/news/userHot/${reader.uid}`)).result?.list).toEqual([])
  })

  it('answers only game-first paths of known games and numeric ids', async () => {
    expect((await page({}, undefined, 1, `/nogame/newsComment${articleId}`)).response.status).toBe(404)
    expect((await page({}, undefined, 1, '/lol/newsCommentabc')).response.status).toBe(404)
    expect((await page({}, undefined, 1, '/lol/newsComment999999')).msg).toBe('评论的内容不存在或已下线')
    expect((await page({ order: 'bad' })).status).toBe('fail')
    // The news list of the same shape still answers.
    expect((await callJava(server.url, '/lol/news/1')).status).toBe('success')
  })
})
