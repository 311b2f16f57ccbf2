import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginResult, User } from '../../protocol/auth'
import {
  callJava,
  latestSmsCode,
  loginByCode,
  sendSmsCode,
  servicesOn,
  setCookieValue,
  testClock,
} from '../test-support/auth-client'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { startTestServer, type TestServer } from '../test-support/server'
import { SESSION_IDLE_MS, SESSION_MAX_MS } from './sessions'

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

const tokenInfo = (token: string | null, headers: Record<string, string> = {}) =>
  callJava<{ user: User }>(server.url, '/login/getTokenInfo', { token, headers })

describe('sessions', () => {
  it('sends the token only as an HttpOnly, SameSite=Lax cookie, never in the body', async () => {
    const mobile = '13600000001'
    await callJava(server.url, '/login/sendVerificationCode', { body: { mobile } })
    const login = await callJava<LoginResult>(server.url, '/login/checkCode', {
      body: { mobile, checkCode: await latestSmsCode(server.url, mobile) },
    })
    expect(login.result?.token).toBeNull()
    const token = setCookieValue(login.response, 'token') ?? ''
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(JSON.stringify(login.result)).not.toContain(token)
    const cookie = login.response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i)
    const info = await tokenInfo(null, { cookie: `token=${token}` })
    expect(info.result?.user.mobile).toBe('136****0001')
    // Non-browser clients may send it as the token header.
    expect((await tokenInfo(token)).status).toBe('success')
  })

  it('marks the cookie Secure when the portal is public over https', async () => {
    const https = await startTestServer(
      database.db,
      { PUBLIC_URL: 'https://portal.example' },
      { accounts: servicesOn(clock) },
    )
    try {
      const mobile = '13600000011'
      await callJava(https.url, '/login/sendVerificationCode', { body: { mobile } })
      const login = await callJava<LoginResult>(https.url, '/login/checkCode', {
        body: { mobile, checkCode: await latestSmsCode(https.url, mobile) },
      })
      expect(login.response.headers.get('set-cookie') ?? '').toMatch(/; Secure/i)
    } finally {
      await https.close()
    }
  })

  it('accepts the cookie only together with the sysType header (no cross-site forgery)', async () => {
    const { token } = await loginByCode(server.url, '13600000002')
    const withHeader = await tokenInfo(null, { cookie: `token=${token}` })
    expect(withHeader.status).toBe('success')
    const bare = await fetch(`${server.url}/java/login/getTokenInfo`, { headers: { cookie: `token=${token}` } })
    expect(await bare.json()).toMatchObject({ status: 'fail', errorCode: 3000 })
  })

  it('answers 3000 for a missing or forged token', async () => {
    expect(await tokenInfo(null)).toMatchObject({ status: 'fail', code: 401, errorCode: 3000 })
    expect(await tokenInfo('forged-token-that-was-never-issued')).toMatchObject({ errorCode: 3000 })
  })

  it('answers 3001 once a session has been idle too long, or is too old', async () => {
    const idle = await loginByCode(server.url, '13600000003')
    clock.advance(SESSION_IDLE_MS + 1)
    expect(await tokenInfo(idle.token)).toMatchObject({ status: 'fail', errorCode: 3001 })

    const busy = await loginByCode(server.url, '13600000004')
    // Used every day, it still ends at the absolute limit.
    for (let day = 0; day < SESSION_MAX_MS / 86_400_000 - 1; day++) {
      clock.advance(86_400_000)
      expect((await tokenInfo(busy.token)).status).toBe('success')
    }
    clock.advance(86_400_000)
    expect(await tokenInfo(busy.token)).toMatchObject({ errorCode: 3001 })
  })

  it('answers 3000 after logout', async () => {
    const { token } = await loginByCode(server.url, '13600000005')
    const out = await callJava(server.url, '/login/logout', { body: {}, token })
    expect(out.status).toBe('success')
    expect(out.response.headers.get('set-cookie')).toMatch(/token=;/)
    expect(await tokenInfo(token)).toMatchObject({ errorCode: 3000 })
  })

  it('rotates the token at login: the token a login was made with stops working', async () => {
    const first = await loginByCode(server.url, '13600000006')
    clock.advance(61_000)
    await callJava(server.url, '/login/sendVerificationCode', { body: { mobile: '13600000006' } })
    const code = await latestSmsCode(server.url, '13600000006')
    const second = await callJava<LoginResult>(server.url, '/login/checkCode', {
      body: { mobile: '13600000006', checkCode: code },
      token: first.token,
    })
    const secondToken = setCookieValue(second.response, 'token') ?? null
    expect(secondToken).not.toBe(first.token)
    expect(await tokenInfo(first.token)).toMatchObject({ errorCode: 3000 })
    expect((await tokenInfo(secondToken)).status).toBe('success')
  })

  it('ends every session of the account when the password changes', async () => {
    const mobile = '13600000007'
    const a = await loginByCode(server.url, mobile)
    clock.advance(61_000)
    const b = await loginByCode(server.url, mobile)
    clock.advance(61_000)
    await sendSmsCode(server.url, mobile)
    const changed = await callJava(server.url, '/login/modifyPassword', {
      body: { mobile, checkCode: await latestSmsCode(server.url, mobile), password: 'abc12345' },
    })
    expect(changed.status).toBe('success')
    expect(await tokenInfo(a.token)).toMatchObject({ errorCode: 3000 })
    expect(await tokenInfo(b.token)).toMatchObject({ errorCode: 3000 })
    const byPassword = await callJava<LoginResult>(server.url, '/login/mobileandpw', {
      body: { mobile, password: 'abc12345' },
    })
    expect(byPassword.status).toBe('success')
    expect(setCookieValue(byPassword.response, 'token')).toBeTruthy()
  })

  it('limits failed password logins per account, with one message whether or not the phone exists', async () => {
    const wrong = (mobile: string) =>
      callJava(server.url, '/login/mobileandpw', { body: { mobile, password: 'wrong1234' } })
    const unknown = await wrong('13500000000')
    const known = await wrong('13600000007')
    expect(unknown.errorMsg).toBe(known.errorMsg)
    for (let i = 0; i < 4; i++) await wrong('13600000007')
    const locked = await callJava(server.url, '/login/mobileandpw', {
      body: { mobile: '13600000007', password: 'abc12345' },
    })
    expect(locked).toMatchObject({ status: 'fail', errorMsg: '登录失败次数过多，请稍后再试' })
    clock.advance(15 * 60 * 1000 + 1)
    expect(
      (await callJava(server.url, '/login/mobileandpw', { body: { mobile: '13600000007', password: 'abc12345' } }))
        .status,
    ).toBe('success')
  })

  it('stores tokens hashed and passwords as scrypt, never in clear', async () => {
    const { token } = await loginByCode(server.url, '13600000008')
    const rows = await database.db.execute(sql`select token_hash from sessions`)
    const text = JSON.stringify(rows)
    expect(text).not.toContain(token)
    const users = JSON.stringify(
      await database.db.execute(sql`select password_hash from users where password_hash is not null`),
    )
    expect(users).toContain('scrypt$')
    expect(users).not.toContain('abc12345')
    expect(server.logs.map((line) => JSON.stringify(line)).join('\n')).not.toContain('abc12345')
  })
})
