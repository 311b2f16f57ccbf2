import { describe, expect, it } from 'vitest'
import { storeBuiltInDocuments } from '../../site/documents'
import { siteTickets } from '../../site/tables'
import { callOf, resultOf } from '../../test-support/http-client'
import { withTestServer } from '../../test-support/server'

const server = withTestServer({
  env: { TRUST_PROXY: 'loopback' },
  prepare: (db) => storeBuiltInDocuments(db).then(() => undefined),
})

const complaint = {
  name: '张三',
  contact: '13800000000',
  subject: 'https://example.com/news/1',
  reason: 'infringement' as const,
  message: '该文章未经授权转载了我的原创内容。',
}

describe('GET /site/document/{id}', () => {
  it('answers the latest version in the request’s language, English for other foreign ones, else Chinese', async () => {
    const zh = await resultOf(server.url, 'siteDocument', { id: 'privacy' })
    expect(zh).toMatchObject({ id: 'privacy', locale: 'zh_CN', version: 1, title: '隐私政策' })
    expect(zh.body.some((b) => b.type === 'list' && b.items.some((i) => i.includes('IP 地址')))).toBe(true)
    const en = await resultOf(server.url, 'siteDocument', { id: 'privacy' }, { lan: 'en' })
    expect(en).toMatchObject({ locale: 'en', title: 'Privacy policy' })
    expect(await resultOf(server.url, 'siteDocument', { id: 'service' }, { lan: 'de' })).toMatchObject({ locale: 'en' })
    expect(await resultOf(server.url, 'siteDocument', { id: 'service' }, { lan: 'zh_TW' })).toMatchObject({
      locale: 'zh_CN',
    })
  })

  it('builds the certificate from configuration, marking what is not configured', async () => {
    const certificate = await resultOf(server.url, 'siteDocument', { id: 'certificate' })
    expect(
      certificate.body.filter((b) => b.type === 'field').every((b) => b.type === 'field' && b.value === null),
    ).toBe(true)
  })

  it('answers 404 for an unknown document and refuses a malformed id', async () => {
    expect(await callOf(server.url, 'siteDocument', { id: 'nope' })).toMatchObject({
      code: 404,
      errorMsg: '文档不存在',
    })
    expect(await callOf(server.url, 'siteDocument', { id: '../etc' })).toMatchObject({ code: 400 })
  })

  it('keeps a stored version: storing the built-in documents again adds nothing', async () => {
    expect(await storeBuiltInDocuments(server.db)).toBe(0)
  })
})

describe('POST /site/complaint and /site/cooperation', () => {
  it('opens a ticket and answers its number', async () => {
    const ticket = await resultOf(server.url, 'siteComplaint', complaint, { 'x-forwarded-for': '10.9.0.1' })
    expect(ticket.ticketNo).toMatch(/^T\d{6}$/)
    const rows = await server.db.select().from(siteTickets)
    expect(rows.at(-1)).toMatchObject({
      kind: 'complaint',
      name: '张三',
      subject: '[infringement] https://example.com/news/1',
    })
    const request = await resultOf(
      server.url,
      'siteCooperation',
      { name: '李四', contact: 'li@example.com', company: '某俱乐部', message: '希望洽谈赛事数据合作事宜。' },
      { 'x-forwarded-for': '10.9.0.2' },
    )
    expect(request.ticketNo).not.toBe(ticket.ticketNo)
  })

  it('refuses bad input with its message', async () => {
    expect(await callOf(server.url, 'siteComplaint', { ...complaint, name: '' })).toMatchObject({
      code: 400,
      errorMsg: '请填写您的姓名或机构名称',
    })
    expect(await callOf(server.url, 'siteComplaint', { ...complaint, contact: '12345' })).toMatchObject({
      errorMsg: '请填写正确的手机号码或电子邮箱',
    })
    expect(await callOf(server.url, 'siteComplaint', { ...complaint, message: '太短' })).toMatchObject({
      errorMsg: '具体说明至少10个字',
    })
    expect(await callOf(server.url, 'siteComplaint', { ...complaint, reason: 'whatever' })).toMatchObject({
      errorMsg: '请选择投诉原因',
    })
  })

  it('limits tickets per address', async () => {
    const headers = { 'x-forwarded-for': '10.9.0.3' }
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await callOf(server.url, 'siteComplaint', complaint, headers))
    expect(answers.slice(0, 5).every((a) => a.status === 'success')).toBe(true)
    expect(answers[5]).toMatchObject({ code: 429, errorMsg: '提交过于频繁，请稍后再试' })
  })
})

describe('robots.txt and sitemap.xml', () => {
  it('keep crawlers off private pages and list the public ones', async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text()
    expect(robots).toContain('Disallow: /java/')
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/)
    const sitemap = await fetch(`${server.url}/sitemap.xml`)
    expect(sitemap.headers.get('content-type')).toContain('application/xml')
    const xml = await sitemap.text()
    expect(xml).toContain('/protocol/privacy</loc>')
    expect(xml).toContain('/match/csgo</loc>')
  })
})
