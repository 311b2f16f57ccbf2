import { i18n } from '@lingui/core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { failure, success } from '../../protocol/envelope'
import { ApiClient, type ApiNotice } from './client'
import { clearAllCookies } from './cookies'
import { ApiError, InvalidReplyError, NetworkError, SessionExpiredError } from './errors'
import { sendJson, startTestServer, type TestHandler } from './test-server'

const config = { szUrl: '/static/', serverTime: 1_700_000_000_000, protocolVersion: 1 }
let close: (() => Promise<void>) | undefined

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'zh_CN', messages: {} })
})
afterEach(async () => {
  await close?.()
  close = undefined
})

async function setup(handler: TestHandler) {
  const server = await startTestServer(handler)
  close = server.close
  const notices: ApiNotice[] = []
  const written: string[] = []
  const cookieJar = {
    get cookie() {
      return 'token=abc; uid=7'
    },
    set cookie(value: string) {
      written.push(value)
    },
  }
  const api = new ApiClient({
    baseUrl: server.origin,
    getLocale: () => 'en',
    retryDelay: () => 5,
    notify: (notice) => notices.push(notice),
    // The real clearer, on a jar the test can read back.
    clearCookies: () => clearAllCookies(cookieJar),
  })
  return { api, seen: server.seen, notices, written }
}

describe('ApiClient', () => {
  it('sends the /java prefix, the sysType and lan headers, cookies mode and a _t stamp on GET', async () => {
    const { api, seen } = await setup((_req, res) => sendJson(res, success(config)))
    const before = Date.now()
    await expect(api.call('systemConfig', {})).resolves.toEqual(config)
    const [request] = seen
    expect(request?.method).toBe('GET')
    expect(request?.url.pathname).toBe('/java/system/config')
    expect(request?.headers.systype).toBe('PC')
    expect(request?.headers.lan).toBe('en')
    // The session is the HttpOnly cookie: no script holds a token to put in a header.
    expect(request?.headers.token).toBeUndefined()
    const stamp = Number(request?.url.searchParams.get('_t'))
    expect(stamp).toBeGreaterThanOrEqual(before)
    expect(stamp).toBeLessThanOrEqual(Date.now())
  })

  it('sends POST input as JSON with the _t stamp', async () => {
    const { api, seen } = await setup((_req, res) => sendJson(res, success({ list: [], total: 0 })))
    await api.call('pcMatches', { day: '2026-11-22', gameId: 1 })
    const [request] = seen
    expect(request?.method).toBe('POST')
    expect(request?.headers.token).toBeUndefined()
    expect(request?.url.searchParams.has('_t')).toBe(true)
    expect(JSON.parse(request?.body ?? '')).toEqual({ day: '2026-11-22', gameId: 1 })
  })

  it('fills {name} path segments from the input and sends the rest as the query', async () => {
    const { api, seen } = await setup((_req, res) => sendJson(res, success({ list: [], total: 0 })))
    await api.call('userContent', { userId: 7, type: 'post', pageIndex: 2 })
    expect(seen[0]?.url.pathname).toBe('/java/user/7/post/2')
    expect([...(seen[0]?.url.searchParams.keys() ?? [])]).toEqual(['_t'])
  })

  it('puts GET input in the query', async () => {
    const { api, seen } = await setup((_req, res) => sendJson(res, success({ events: [], cursor: 42, hasMore: false })))
    await api.call('matchEvents', { after: 42, limit: 100 })
    expect(seen[0]?.url.searchParams.get('after')).toBe('42')
    expect(seen[0]?.url.searchParams.get('limit')).toBe('100')
  })

  it('rejects a result that does not match the call schema, and a body that is not an envelope', async () => {
    const { api } = await setup((req, res) =>
      req.url.pathname.endsWith('config') ? sendJson(res, success({ szUrl: 3 })) : sendJson(res, { hello: 1 }),
    )
    await expect(api.call('systemConfig', {})).rejects.toBeInstanceOf(InvalidReplyError)
    await expect(api.call('gameSource', {})).rejects.toBeInstanceOf(InvalidReplyError)
  })

  it('toasts errorMsg for a fail with code 400, msg for code -1, and the system error when both are empty', async () => {
    const replies = [
      failure(400, '请求参数不正确'),
      { ...failure(-1, ''), errorMsg: null, msg: '余额不足' },
      { ...failure(-1, ''), errorMsg: '', msg: null },
    ]
    const { api, notices } = await setup((_req, res) => sendJson(res, replies.shift(), 400))
    for (let i = 0; i < 3; i++) await expect(api.call('systemConfig', {})).rejects.toBeInstanceOf(ApiError)
    expect(notices).toEqual([
      { type: 'toast', message: '请求参数不正确' },
      { type: 'toast', message: '余额不足' },
      { type: 'toast', message: '系统异常 请稍后再试' },
    ])
  })

  it('does not toast other fail codes', async () => {
    const { api, notices } = await setup((_req, res) => sendJson(res, failure(404, '请求的接口不存在'), 404))
    const error = await api.call('systemConfig', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 404 })
    expect(notices).toEqual([])
  })

  it.each([3000, 3001])('errorCode %i clears the session and every cookie and signals expiry', async (code) => {
    const { api, notices, written } = await setup((_req, res) =>
      sendJson(res, failure(200, '登录已失效，请重新登录', code)),
    )
    await expect(api.call('systemConfig', {})).rejects.toBeInstanceOf(SessionExpiredError)
    expect(notices).toEqual([{ type: 'sessionExpired' }])
    expect(written).toEqual([
      'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
      'uid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
    ])
  })

  it('retries a GET after network failures and succeeds', async () => {
    let drops = 2
    const { api, seen } = await setup((_req, res) => {
      if (drops-- > 0) res.socket?.destroy()
      else sendJson(res, success(config))
    })
    await expect(api.call('systemConfig', {})).resolves.toEqual(config)
    expect(seen).toHaveLength(3)
  })

  it('gives up on a GET after three retries with a NetworkError and never toasts', async () => {
    const { api, seen, notices } = await setup((_req, res) => res.socket?.destroy())
    const error = await api.call('systemConfig', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect(seen).toHaveLength(4)
    expect(notices).toEqual([])
  })

  it('never retries a POST', async () => {
    const { api, seen } = await setup((_req, res) => res.socket?.destroy())
    await expect(api.call('pcMatches', { day: '2026-11-22' })).rejects.toBeInstanceOf(NetworkError)
    expect(seen).toHaveLength(1)
  })

  it('reports a gateway error page as the server being unavailable', async () => {
    const { api } = await setup((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' })
      res.end('<h1>Bad Gateway</h1>')
    })
    await expect(api.call('systemConfig', {})).rejects.toMatchObject({ name: 'NetworkError', kind: 'unavailable' })
  })

  it('reports a refused connection as a NetworkError', async () => {
    const api = new ApiClient({ baseUrl: 'http://127.0.0.1:9', retryDelay: () => 1 })
    await expect(api.call('systemConfig', {})).rejects.toMatchObject({ name: 'NetworkError', kind: 'offline' })
  })
})
