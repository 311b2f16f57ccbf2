import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anyEnvelopeSchema } from '../protocol/envelope'
import { PROTOCOL_VERSION } from '../protocol/socket'
import type { DatabaseHandle } from './db/client'
import { openTestDatabase } from './test-support/database'
import { startTestServer, type TestServer } from './test-support/server'

let database: DatabaseHandle
let server: TestServer

beforeAll(async () => {
  database = await openTestDatabase()
  server = await startTestServer(database.db)
})
afterAll(async () => {
  await server.close()
  await database.close()
})

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, init)
  const envelope = anyEnvelopeSchema.parse(await response.json())
  return { status: response.status, envelope }
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sysType: 'PC', ...headers },
    body: JSON.stringify(body),
  })
}

describe('the /java envelope', () => {
  it('wraps a result in a success envelope', async () => {
    const before = Date.now()
    const { status, envelope } = await call('/java/system/config', { headers: { sysType: 'PC', lan: 'zh_CN' } })
    expect(status).toBe(200)
    expect(envelope).toMatchObject({ status: 'success', code: 200, errorMsg: null, errorCode: null })
    expect(envelope.result).toMatchObject({ szUrl: '/', protocolVersion: PROTOCOL_VERSION, eventCursor: 0 })
    expect((envelope.result as { dataEpoch?: string }).dataEpoch).toMatch(/^[0-9a-f]{32}$/)
    expect((envelope.result as { serverTime: number }).serverTime).toBeGreaterThanOrEqual(before)
  })

  it('accepts and ignores _t on GET and POST', async () => {
    expect((await call('/java/system/config?_t=1732233445566')).envelope.status).toBe('success')
    const { envelope } = await post('/java/match/pcMatches?_t=1', { day: '2026-11-22', _t: 1732233445566 })
    expect(envelope).toMatchObject({ status: 'success', result: { list: [], total: 0 } })
  })

  it('answers an unknown call with a 404 fail envelope', async () => {
    const { status, envelope } = await call('/java/no/such/call/here', { headers: { lan: 'zh_CN' } })
    expect(status).toBe(404)
    expect(envelope).toMatchObject({ status: 'fail', code: 404, result: null, errorMsg: '请求的接口不存在' })
    // The spec's game-first paths (/{game}/{type}/{pageIndex}, /{game}/{matchId}) take no unknown game.
    expect((await call('/java/no/such/1')).envelope.code).toBe(404)
    expect((await call('/java/no/such')).envelope.code).toBe(404)
    // A known path with the wrong method is just as unknown.
    expect((await call('/java/match/pcMatches')).envelope.code).toBe(404)
  })
})

describe('validation failures', () => {
  it("answer code 400 with the rule's message in zh_CN", async () => {
    const { status, envelope } = await post('/java/match/pcMatches', { day: '22/11/2026' }, { lan: 'zh_CN' })
    expect(status).toBe(400)
    expect(envelope).toMatchObject({ status: 'fail', code: 400, errorMsg: '日期格式不正确', msg: '日期格式不正确' })
  })

  it('use the English catalog for lan=en', async () => {
    const { envelope } = await post('/java/match/pcMatches', { day: 'tomorrow' }, { lan: 'en' })
    expect(envelope.errorMsg).toBe('Invalid date format')
  })

  it('fall back to the Chinese source when the locale is unknown or absent', async () => {
    expect((await post('/java/match/pcMatches', { day: 'x' }, { lan: 'de' })).envelope.errorMsg).toBe(
      'Ungültiges Datumsformat',
    )
    expect((await post('/java/match/pcMatches', { day: 'x' }, { lan: 'xx_YY' })).envelope.errorMsg).toBe(
      '日期格式不正确',
    )
    expect((await post('/java/match/pcMatches', { day: 'x' })).envelope.errorMsg).toBe('日期格式不正确')
  })

  it('give the unknown-game message for a gameId outside the list', async () => {
    const { envelope } = await call('/java/v2/match/getPCLiveGameMatch?gameId=99')
    expect(envelope).toMatchObject({ code: 400, errorMsg: '未知的游戏' })
  })

  it('give the generic message for problems without a rule message, e.g. a missing field or an extra key', async () => {
    expect((await post('/java/match/pcMatches', {})).envelope).toMatchObject({ code: 400, errorMsg: '请求参数不正确' })
    expect((await call('/java/system/config?debug=1')).envelope).toMatchObject({ code: 400 })
  })
})

describe('bad requests never crash the server', () => {
  it('answers malformed JSON with a fail envelope', async () => {
    const { status, envelope } = await call('/java/match/pcMatches', {
      method: 'POST',
      headers: { 'content-type': 'application/json', sysType: 'PC' },
      body: '{"day": "2026-11-22",',
    })
    expect(status).toBe(400)
    expect(envelope).toMatchObject({ status: 'fail', code: 400, errorMsg: '请求参数不正确' })
  })

  it('answers a huge body with a fail envelope', async () => {
    const { status, envelope } = await post('/java/match/pcMatches', { day: '2026-11-22', pad: 'x'.repeat(200_000) })
    expect(status).toBe(413)
    expect(envelope).toMatchObject({ status: 'fail', code: 400 })
  })

  it('answers a content type it does not read with a fail envelope', async () => {
    const xml = await call('/java/match/pcMatches', {
      method: 'POST',
      headers: { 'content-type': 'application/xml', sysType: 'PC' },
      body: '<day>2026-11-22</day>',
    })
    expect(xml.status).toBe(415)
    expect(xml.envelope).toMatchObject({ status: 'fail', code: 400 })
    const text = await call('/java/match/pcMatches', {
      method: 'POST',
      headers: { sysType: 'PC' },
      body: 'day=2026-11-22',
    })
    expect(text.envelope).toMatchObject({ status: 'fail', code: 400 })
  })

  it('still serves after all of that', async () => {
    expect((await call('/java/game/getPCGameSource')).envelope.status).toBe('success')
  })
})

describe('a handler that throws', () => {
  it('answers 500 with the localized generic message, no stack, and logs the error', async () => {
    // A database that is gone makes every match handler throw, as a real outage would.
    const broken = await openTestDatabase()
    const brokenServer = await startTestServer(broken.db)
    await broken.close()
    try {
      const response = await fetch(`${brokenServer.url}/java/match/detail?matchId=m1`, { headers: { lan: 'zh_CN' } })
      const text = await response.text()
      expect(response.status).toBe(500)
      expect(JSON.parse(text)).toEqual({
        status: 'fail',
        result: null,
        errorMsg: '系统异常 请稍后再试',
        msg: '系统异常 请稍后再试',
        code: 500,
        errorCode: null,
      })
      expect(text).not.toMatch(/at .*\.ts|stack|Error:/)
      const logged = brokenServer.logs.find((line) => line.msg === 'call failed')
      expect(logged).toMatchObject({ level: 50, err: { stack: expect.any(String) } })
    } finally {
      await brokenServer.close()
    }
  })
})
