import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ArticleDraft, ArticleImage, OwnArticle } from '../../../protocol/articles'
import type { Article, ArticleSummary } from '../../../protocol/news'
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

let database: TestDatabase
let server: TestServer
const clock = testClock(Date.UTC(2026, 10, 25, 12))
const HOUR = 60 * 60 * 1000

type TestUser = { uid: number; token: string }
let made = 0
async function user(role?: 'admin' | 'expert' | 'creator'): Promise<TestUser> {
  made++
  const [row] = await database.db
    .insert(users)
    .values({ mobile: `135${String(made).padStart(8, '0')}`, username: `作者${made}`, createdAt: clock.now() })
    .returning({ id: users.id })
  if (!row) throw new Error('no user')
  if (role) await grantRole(database.db, row.id, role)
  return { uid: row.id, token: (await createSession(database.db, row.id, clock.now())).token }
}

/** A 2×1 PNG: signature and IHDR are all the sniffer reads. */
function png(extra = 0): Buffer {
  const head = Buffer.from('89504e470d0a1a0a0000000d49484452000000020000000108060000001f15c489', 'hex')
  return Buffer.concat([head, Buffer.alloc(extra, 7)])
}
const gif = () => Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([3, 0, 2, 0]), Buffer.alloc(20)])
const jpeg = () =>
  Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108000a000c03012200021101031101ffd9', 'hex')

const upload = (as: TestUser | null, bytes: Buffer) =>
  callJava<ArticleImage>(server.url, '/article/image', { body: { data: bytes.toString('base64') }, token: as?.token })
const save = (as: TestUser, article: unknown, submit = false, id?: number) =>
  callJava<OwnArticle>(server.url, '/article/save', { body: { ...(id && { id }), submit, article }, token: as.token })
const review = (as: TestUser, id: number, pass: boolean, reason?: string) =>
  callJava<OwnArticle>(server.url, '/article/review', {
    body: { id, pass, ...(reason && { reason }) },
    token: as.token,
  })
const unpublish = (as: TestUser, id: number) =>
  callJava<OwnArticle>(server.url, '/article/unpublish', { body: { id }, token: as.token })
const mine = (as: TestUser) =>
  callJava<{ list: OwnArticle[]; total: number }>(server.url, '/article/mine/1', { token: as.token })
const lolList = () => callJava<{ list: ArticleSummary[]; total: number }>(server.url, '/lol/news/1')

let writer: TestUser
let admin: TestUser
let picture = ''

function draft(overrides: Partial<ArticleDraft> = {}): ArticleDraft {
  return {
    gameId: 1,
    title: '春季赛前瞻：谁能登顶',
    cover: picture,
    tags: ['lol'],
    matchId: null,
    body: {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '开篇' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '这是正文，', marks: [{ type: 'bold' }] },
            { type: 'text', text: '官网', marks: [{ type: 'link', attrs: { href: 'https://lpl.qq.com/' } }] },
          ],
        },
        { type: 'image', attrs: { src: picture, alt: '图' } },
      ],
    },
    ...overrides,
  }
}

beforeAll(async () => {
  database = await openTestDatabase()
  await insertCatalogue(database.db, [1])
  await insertMatch(database.db, { id: 'soon', gameId: 1, startTime: clock.now() + 2 * HOUR })
  await writeArticles(database.db, clock.now())
  server = await startTestServer(database.db, {}, { accounts: servicesOn(clock) })
  writer = await user('expert')
  admin = await user('admin')
  const uploaded = await upload(writer, png())
  picture = uploaded.result?.url ?? ''
}, 60_000)
afterAll(async () => {
  await server?.close()
  await database?.close()
})

describe('who may write', () => {
  it('refuses visitors (log in) and users without a writer role (403); creators and administrators write', async () => {
    const visitor = await callJava(server.url, '/article/save', { body: { submit: false, article: draft() } })
    expect([visitor.status, visitor.errorCode]).toEqual(['fail', 3000])
    const plain = await user()
    expect((await save(plain, draft())).code).toBe(403)
    expect((await upload(plain, png())).code).toBe(403)
    expect((await save(await user('creator'), draft())).status).toBe('success')
    expect((await save(admin, draft())).status).toBe('success')
    // Everyone has an own list (empty for those who never wrote).
    expect((await mine(plain)).result).toEqual({ list: [], total: 0 })
  })
})

describe('picture uploads', () => {
  it('sniffs PNG, JPEG and GIF from the bytes and serves them with that type, nosniff and an immutable cache', async () => {
    for (const [bytes, mime] of [
      [png(), 'image/png'],
      [jpeg(), 'image/jpeg'],
      [gif(), 'image/gif'],
    ] as const) {
      const answer = await upload(writer, bytes)
      expect(answer.result?.mime).toBe(mime)
      const served = await fetch(new URL(answer.result?.url ?? '', server.url))
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe(mime)
      expect(served.headers.get('x-content-type-options')).toBe('nosniff')
      expect(served.headers.get('cache-control')).toContain('immutable')
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
    }
    // The same bytes are the same picture.
    expect((await upload(writer, png())).result?.url).toBe(picture)
    expect((await fetch(new URL('/article/image/abc', server.url))).status).toBe(404)
  })

  it('refuses HTML named .png, SVG, other bytes and anything over 5 MB', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
    for (const bytes of [html, svg, Buffer.from('GIF8'), Buffer.alloc(100, 0)]) {
      const answer = await upload(writer, bytes)
      expect([answer.status, answer.msg]).toEqual(['fail', '仅支持 PNG、JPEG、WebP、GIF 图片'])
    }
    // A data URL claiming PNG is not base64 of a picture either.
    const dataUrl = await callJava(server.url, '/article/image', {
      body: { data: `data:image/png;base64,${html.toString('base64')}` },
      token: writer.token,
    })
    expect(dataUrl.status).toBe('fail')
    const big = await upload(writer, png(5 * 1024 * 1024))
    expect([big.status, big.msg]).toEqual(['fail', '图片不能超过5MB'])
  })
})

describe('the body allow-list and plain-text titles', () => {
  const paragraph = (inline: unknown) => ({ type: 'doc', content: [{ type: 'paragraph', content: [inline] }] })

  it('refuses javascript:, data: and protocol-relative links, foreign or data: pictures and unknown nodes', async () => {
    const refused = [
      paragraph({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }),
      paragraph({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: ' JaVaScRiPt:alert(1)' } }] }),
      paragraph({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'data:text/html,<script>' } }] }),
      paragraph({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: '//evil.example/' } }] }),
      paragraph({ type: 'text', text: 'x', marks: [{ type: 'code' }] }),
      { type: 'doc', content: [{ type: 'image', attrs: { src: 'https://evil.example/x.png' } }] },
      { type: 'doc', content: [{ type: 'image', attrs: { src: 'data:image/svg+xml,<svg onload=alert(1)>' } }] },
      { type: 'doc', content: [{ type: 'image', attrs: { src: `/article/image/${'0'.repeat(64)}` } }] },
      { type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }] },
      { type: 'doc', content: [{ type: 'iframe', attrs: { src: 'https://evil.example/' } }] },
      { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'svg', text: '<svg/onload=alert(1)>' }] }] },
      { type: 'doc', content: [] },
    ]
    for (const body of refused) {
      const answer = await save(writer, draft({ body: body as ArticleDraft['body'] }))
      expect(answer.status, JSON.stringify(body)).toBe('fail')
    }
  })

  it('drops attributes outside the allow-list (on* handlers, styles) and keeps markup in text as text', async () => {
    const body = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(1)', style: 'x' },
          content: XSS_CORPUS.map((text) => ({
            type: 'text',
            text,
            marks: [{ type: 'link', attrs: { href: 'https://a.example/', onmouseover: 'alert(1)', target: '_self' } }],
          })),
        },
        { type: 'image', attrs: { src: picture, alt: '<img src=x onerror=alert(1)>', onerror: 'alert(1)' } },
      ],
    }
    const saved = await save(writer, draft({ body: body as ArticleDraft['body'] }))
    const stored = JSON.stringify(saved.result?.body)
    // Only the allowed attributes are kept as keys; the markup stays, as text, exactly as written.
    expect(stored).not.toMatch(/"(onclick|onmouseover|onerror|style|target)":/)
    const [first] = saved.result?.body.content ?? []
    const texts =
      first?.type === 'paragraph' ? first.content?.map((node) => (node.type === 'text' ? node.text : '')) : []
    expect(texts).toEqual([...XSS_CORPUS])
  })

  it('keeps titles as the plain text written and refuses control characters', async () => {
    for (const title of XSS_CORPUS.filter((text) => text.length >= 4 && text.length <= 60)) {
      const saved = await save(writer, draft({ title }))
      expect(saved.result?.title).toBe(title.trim())
    }
    expect((await save(writer, draft({ title: '标题\u0000带控制符' }))).status).toBe('fail')
    expect((await save(writer, draft({ title: '换行\n标题很长' }))).status).toBe('fail')
    expect((await save(writer, draft({ title: '短' }))).status).toBe('fail')
    expect((await save(writer, draft({ tags: ['lol', 'lol'] }))).status).toBe('fail')
    expect((await save(writer, draft({ tags: ['<b>'] }))).status).toBe('fail')
    expect((await save(writer, draft({ matchId: 'nope' }))).status).toBe('fail')
  })
})

describe('review states', () => {
  it('draft → submitted → rejected with a reason → submitted → published → unpublished, each by whom it may', async () => {
    const other = await user('expert')
    const created = await save(writer, draft({ title: '审核流程的文章', matchId: 'soon' }))
    const id = created.result?.id ?? 0
    expect(created.result?.state).toBe('draft')
    // Nothing is reviewed before it is submitted, and nobody but an administrator reviews.
    expect((await review(admin, id, true)).code).toBe(409)
    expect((await save(writer, draft(), true, id)).result?.state).toBe('submitted')
    expect((await review(writer, id, true)).code).toBe(403)
    expect((await review(admin, id, false)).status).toBe('fail')
    // Another writer can neither edit nor read it.
    expect((await save(other, draft(), true, id)).code).toBe(404)
    expect((await callJava(server.url, `/article/own/${id}`, { token: other.token })).code).toBe(404)
    const queue = await callJava<{ list: OwnArticle[] }>(server.url, '/article/review/1', { token: admin.token })
    expect(queue.result?.list.map((a) => a.id)).toContain(id)
    expect((await callJava(server.url, '/article/review/1', { token: writer.token })).code).toBe(403)

    const rejected = await review(admin, id, false, '标题与内容不符')
    expect([rejected.result?.state, rejected.result?.rejectReason]).toEqual(['rejected', '标题与内容不符'])
    const listed = (await mine(writer)).result?.list.find((a) => a.id === id)
    expect([listed?.state, listed?.rejectReason]).toEqual(['rejected', '标题与内容不符'])
    expect((await review(admin, id, true)).code).toBe(409)

    const again = await save(writer, draft({ title: '审核流程的文章', matchId: 'soon' }), true, id)
    expect([again.result?.state, again.result?.rejectReason]).toEqual(['submitted', null])
    expect((await lolList()).result?.list.map((a) => a.id)).not.toContain(id)
    expect((await review(admin, id, true)).result?.state).toBe('published')

    // Published: listed beside the feed's, with its author, and readable on the article page.
    const list = (await lolList()).result?.list ?? []
    const summary = list.find((a) => a.id === id)
    expect(summary).toMatchObject({ kind: 'article', title: '审核流程的文章', author: { uid: writer.uid } })
    expect(list.some((a) => a.kind === 'preview')).toBe(true)
    expect(new Set(list.map((a) => a.id)).size).toBe(list.length)
    const page = await callJava<Article>(server.url, `/lol/news${id}`)
    expect(page.result).toMatchObject({ kind: 'article', tags: ['lol'], views: 1, match: { id: 'soon' } })
    expect(page.result?.body?.content[0]).toMatchObject({ type: 'heading' })
    expect(page.result?.related.some((a) => a.kind === 'preview')).toBe(true)
    const hot = await callJava<{ list: ArticleSummary[] }>(server.url, '/news/getHotNewsByGame', {
      query: { game: 'lol' },
    })
    expect(hot.result?.list.map((a) => a.id)).toContain(id)
    const publicList = await callJava<{ list: { id: string }[] }>(server.url, `/user/${writer.uid}/news/1`)
    expect(publicList.result?.list.map((a) => a.id)).toEqual([String(id)])

    // Only the author or an administrator unpublishes; then it is off the lists and the page.
    expect((await unpublish(other, id)).code).toBe(404)
    expect((await unpublish(writer, id)).result?.state).toBe('unpublished')
    expect((await unpublish(writer, id)).code).toBe(409)
    expect((await lolList()).result?.list.map((a) => a.id)).not.toContain(id)
    expect((await callJava(server.url, `/lol/news${id}`)).code).toBe(404)
    expect((await callJava<{ list: unknown[] }>(server.url, `/user/${writer.uid}/news/1`)).result?.list).toEqual([])
  })

  it('an edit of a published article takes it off the lists until it passes again; administrators unpublish any', async () => {
    const id = (await save(writer, draft({ title: '再次审核的文章' }), true)).result?.id ?? 0
    await review(admin, id, true)
    expect((await lolList()).result?.list.map((a) => a.id)).toContain(id)
    expect((await save(writer, draft({ title: '再次审核的文章（改）' }), true, id)).result?.state).toBe('submitted')
    expect((await lolList()).result?.list.map((a) => a.id)).not.toContain(id)
    await review(admin, id, true)
    expect((await unpublish(admin, id)).result?.state).toBe('unpublished')
  })

  it('two administrators reviewing at once: one verdict wins, the other is told the state changed', async () => {
    const second = await user('admin')
    const id = (await save(writer, draft(), true)).result?.id ?? 0
    const [a, b] = await Promise.all([review(admin, id, true), review(second, id, false, '重复')])
    expect([a.status, b.status].sort()).toEqual(['fail', 'success'])
  })
})
