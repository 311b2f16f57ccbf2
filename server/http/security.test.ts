import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../protocol/messages'
import { callJava, latestSmsCode, servicesOn, testClock } from '../test-support/auth-client'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { startTestServer, type TestServer } from '../test-support/server'
import { redactUrl } from './log-redaction'

let database: TestDatabase
let server: TestServer
const clock = testClock()

beforeAll(async () => {
  database = await openTestDatabase()
  server = await startTestServer(database.db, {}, { accounts: servicesOn(clock) })
})
afterAll(async () => {
  await server.close()
  await database.close()
})

/** A POST as a page of `origin` would send it, with whatever headers it could set. */
function postFrom(path: string, headers: Record<string, string>, body: unknown = {}) {
  return fetch(`${server.url}/java${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

describe('CSRF guard of state-changing calls', () => {
  it('refuses a POST without the sysType header (what a cross-site form sends) with a 403 envelope', async () => {
    const response = await postFrom('/login/sendVerificationCode', {}, { mobile: '13900000001' })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({
      status: 'fail',
      code: 403,
      errorMsg: MESSAGES.crossSiteRefused.message,
    })
    // A form post: no JSON, no custom header, the session cookie along.
    const form = await fetch(`${server.url}/java/login/logout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: 'token=x',
        origin: 'https://evil.example',
      },
      body: 'a=1',
    })
    expect(form.status).toBe(403)
  })

  it('refuses a foreign Origin or a cross-site Sec-Fetch-Site even with the header', async () => {
    const foreign = await postFrom('/login/sendVerificationCode', { sysType: 'PC', origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    const nullOrigin = await postFrom('/login/sendVerificationCode', { sysType: 'PC', origin: 'null' })
    expect(nullOrigin.status).toBe(403)
    for (const site of ['cross-site', 'same-site']) {
      const response = await postFrom('/login/sendVerificationCode', { sysType: 'PC', 'sec-fetch-site': site })
      expect(response.status).toBe(403)
    }
    // Nothing was sent: the refusal came before the handler.
    expect((await fetch(`${server.url}/java/dev/sms?mobile=13900000001`).then((r) => r.json())).messages).toEqual([])
  })

  it("lets the app's own calls through: same origin, same-origin fetch metadata, or no browser at all", async () => {
    const own = { sysType: 'PC', origin: server.url, 'sec-fetch-site': 'same-origin' }
    const sent = await postFrom('/login/sendVerificationCode', own, { mobile: '13900000002' })
    expect(await sent.json()).toMatchObject({ status: 'success' })
    const login = await postFrom('/login/checkCode', own, {
      mobile: '13900000002',
      checkCode: await latestSmsCode(server.url, '13900000002'),
    })
    expect(await login.json()).toMatchObject({ status: 'success' })
    // A non-browser client sends neither Origin nor Sec-Fetch-Site.
    expect(
      (await callJava(server.url, '/login/sendVerificationCode', { body: { mobile: '13900000003' } })).status,
    ).toBe('success')
    // Reads are not state-changing: a GET without the header is answered (anonymously).
    expect((await fetch(`${server.url}/java/system/config`)).status).toBe(200)
  })
})

describe('caching of calls', () => {
  it('marks every call answer private and never stored, varying by cookie, successes and failures alike', async () => {
    const answers = [
      await fetch(`${server.url}/java/system/config`),
      await fetch(`${server.url}/java/user/info`),
      await postFrom('/site/complaint', { systype: 'PC' }, { name: '' }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 400])
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
      expect(answer.headers.get('vary')).toMatch(/cookie/i)
    }
  })
})

describe('security headers', () => {
  it('sends a strict CSP, no framing, nosniff, a referrer policy and a permissions policy on pages and calls', async () => {
    for (const path of ['/', '/java/system/config', '/no/such/page']) {
      const headers = (await fetch(`${server.url}${path}`)).headers
      const csp = headers.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).not.toContain('unsafe-inline')
      expect(csp).not.toContain('unsafe-eval')
      expect(headers.get('x-frame-options')).toBe('DENY')
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(headers.get('permissions-policy')).toContain('camera=()')
      // Plain http (a local run): HSTS would be meaningless, and wrong to pin.
      expect(headers.get('strict-transport-security')).toBeNull()
    }
  })

  it('adds HSTS when the portal is public over https', async () => {
    const https = await startTestServer(database.db, { PUBLIC_URL: 'https://portal.example' })
    try {
      const headers = (await fetch(`${https.url}/java/system/config`)).headers
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/)
    } finally {
      await https.close()
    }
  })

  it("allows the dev providers' inline style by its hash, and nothing else inline", async () => {
    const response = await fetch(`${server.url}/java/dev/telegram/widget?redirect_uri=/`)
    expect(response.status).toBe(200)
    const page = await response.text()
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? ''
    const { createHash } = await import('node:crypto')
    const hash = createHash('sha256').update(style).digest('base64')
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`)
    expect(page).not.toMatch(/<script|\son\w+=/i)
  })
})

describe('access logs', () => {
  it('never keep query values: Telegram signed data, codes, states', async () => {
    const secret = 'f'.repeat(64)
    await fetch(`${server.url}/?tg=1&id=424242&auth_date=1700000000&hash=${secret}`)
    await fetch(`${server.url}/java/no/such/call?state=s3cr3t-state`)
    const lines = JSON.stringify(server.logs)
    expect(lines).not.toContain(secret)
    expect(lines).not.toContain('424242')
    expect(lines).not.toContain('s3cr3t-state')
    expect(lines).toContain('/?tg=…&id=…&auth_date=…&hash=…')
  })

  it('redacts every value and keeps the path', () => {
    expect(redactUrl('/hls/1/index.m3u8')).toBe('/hls/1/index.m3u8')
    expect(redactUrl('/ingest/on_publish?secret=abc&name=x')).toBe('/ingest/on_publish?secret=…&name=…')
  })
})
