import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Post, PostPage, ReadLaterItem } from '../../../protocol/posts'
import { createSession } from '../../auth/sessions'
import { users } from '../../auth/tables'
import { addFollow } from '../../auth/users'
import { writeArticles } from '../../news/writer'
import { servicesOn, testClock } from '../../test-support/auth-client'
import { openTestDatabase, type TestDatabase } from '../../test-support/database'
import { insertCatalogue, insertMatch } from '../../test-support/fixtures'
import { callJava } from '../../test-support/http-client'
import { startTestServer, type TestServer } from '../../test-support/server'
import { XSS_CORPUS } from '../../test-support/xss-corpus'

let database: TestDatabase
let server: TestServer
let made = 0
const clock = testClock(Date.UTC(2026, 10, 25, 12))
/** A 1×1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

type TestUser = { uid: number; token: string }
async function user(): Promise<TestUser> {
  made++
  const [row] = await database.db
    .insert(users)
    .values({ mobile: `135${String(made).padStart(8, '0')}`, username: `发帖者${made}`, createdAt: clock.now() })
    .returning({ id: users.id })
  if (!row) throw new Error('no user')
  return { uid: row.id, token: (await createSession(database.db, row.id, clock.now())).token }
}
const upload = (as: TestUser, image: string) =>
  callJava<{ url: string }>(server.url, '/post/image', { body: { image }, token: as.token })
const publish = (as: TestUser, text: string, images: string[] = []) =>
  callJava<Post>(server.url, '/post/create', { body: { text, images }, token: as.token })
const postsOf = (uid: number, as?: TestUser) =>
  callJava<PostPage>(server.url, `/post/user/${uid}/1`, { token: as?.token })

beforeAll(async () => {
  database = await openTestDatabase()
  await insertCatalogue(database.db, [1])
  await insertMatch(database.db, { id: 'soon', gameId: 1, startTime: clock.now() + 3_600_000 })
  await writeArticles(database.db, clock.now())
  server = await startTestServer(database.db, {}, { accounts: servicesOn(clock) })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await database?.close()
})

describe('posts', () => {
  it('uploads a sniffed picture, publishes a post with it, and shows it on the public page and the user content list', async () => {
    const a = await user()
    const uploaded = await upload(a, PNG)
    const url = uploaded.result?.url ?? ''
    expect(url).toMatch(/^\/post\/image\/\d+$/)
    const served = await fetch(`${server.url}${url}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    const saved = await publish(a, '今天的比赛太精彩了', [url])
    expect(saved.result).toMatchObject({ text: '今天的比赛太精彩了', images: [url], own: true })
    const listed = await postsOf(a.uid)
    expect(listed.result?.list.map((p) => p.text)).toEqual(['今天的比赛太精彩了'])
    expect(listed.result?.list[0]?.own).toBe(false)
    const content = await callJava<{ list: { summary: string; cover: string | null }[] }>(
      server.url,
      `/user/${a.uid}/post/1`,
    )
    expect(content.result?.list[0]).toMatchObject({ summary: '今天的比赛太精彩了', cover: url })
    expect((await callJava<{ total: number }>(server.url, `/user/${a.uid}/news/1`)).result?.total).toBe(0)
  })

  it('refuses pictures that are not PNG, JPEG or WebP by their bytes, too big, or someone else’s', async () => {
    const [a, b] = [await user(), await user()]
    const html = `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`
    expect((await upload(a, html)).msg).toBe('图片须为不超过1MB的PNG、JPEG或WebP')
    const huge = `data:image/png;base64,${'A'.repeat(1_500_000)}`
    expect((await upload(a, huge)).status).toBe('fail')
    const theirs = (await upload(b, PNG)).result?.url ?? ''
    expect((await publish(a, '借图', [theirs])).msg).toBe('图片不存在，请重新上传')
    expect((await publish(a, '外链', ['https://evil.example/x.png'])).msg).toBe('图片不存在，请重新上传')
    const ten = Array.from({ length: 10 }, () => theirs)
    expect((await publish(b, '十张', ten)).msg).toBe('最多上传9张图片')
  })

  it('applies the content rules and keeps markup as text', async () => {
    const a = await user()
    expect((await publish(a, '加群领福利 qq 12345678')).msg).toBe('内容不合规，请勿发送联系方式或广告')
    expect((await publish(a, '  ')).msg).toBe('帖子内容不能为空')
    for (const payload of XSS_CORPUS.slice(0, 5)) expect((await publish(a, payload)).result?.text).toBe(payload)
    expect((await publish(a, '第六条')).status).toBe('success')
  })

  it('rate-limits posts per user and hour', async () => {
    const a = await user()
    const answers = await Promise.all(Array.from({ length: 22 }, (_, i) => publish(a, `第${i}条`)))
    expect(answers.filter((r) => r.status === 'success')).toHaveLength(20)
    expect(answers.find((r) => r.status !== 'success')?.msg).toBe('发布太频繁了，请稍后再试')
    clock.advance(3_600_001)
  })

  it('lets only the author delete; followers see posts in 关注动态', async () => {
    const [author, fan, stranger] = [await user(), await user(), await user()]
    const saved = (await publish(author, '关注我的人能看到')).result as Post
    await addFollow(database.db, fan.uid, author.uid, clock.now())
    const feed = await callJava<PostPage>(server.url, '/post/feed/1', { token: fan.token })
    expect(feed.result?.list.map((p) => p.id)).toContain(saved.id)
    const strangers = await callJava<PostPage>(server.url, '/post/feed/1', { token: stranger.token })
    expect(strangers.result?.list.map((p) => p.id)).not.toContain(saved.id)
    const del = (as: TestUser) => callJava(server.url, '/post/delete', { body: { postId: saved.id }, token: as.token })
    expect((await del(fan)).msg).toBe('帖子不存在或已删除')
    expect((await del(author)).status).toBe('success')
    expect((await postsOf(author.uid)).result?.total).toBe(0)
    expect((await callJava(server.url, '/post/feed/1')).errorCode).toBe(3000)
  })
})

describe('read later', () => {
  it('saves an article once, lists it with its title, and drops it', async () => {
    const a = await user()
    const listed = await callJava<{ list: { id: number }[] }>(server.url, '/lol/news/1')
    const articleId = listed.result?.list[0]?.id ?? 0
    const save = (value: boolean) =>
      callJava(server.url, '/readLater/save', { body: { articleId, save: value }, token: a.token })
    await Promise.all([save(true), save(true)])
    const list = await callJava<{ list: ReadLaterItem[] }>(server.url, '/readLater/list', { token: a.token })
    expect(list.result?.list).toHaveLength(1)
    expect(list.result?.list[0]).toMatchObject({ articleId, game: 'lol' })
    expect(list.result?.list[0]?.title.length).toBeGreaterThan(0)
    await save(false)
    expect(
      (await callJava<{ list: unknown[] }>(server.url, '/readLater/list', { token: a.token })).result?.list,
    ).toEqual([])
    const missing = await callJava(server.url, '/readLater/save', {
      body: { articleId: 999_999, save: true },
      token: a.token,
    })
    expect(missing.msg).toBe('文章不存在或已下线')
  })
})
