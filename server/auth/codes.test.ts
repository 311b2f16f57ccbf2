import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginResult } from '../../protocol/auth'
import type { ChallengeAnswer } from '../../protocol/challenge'
import { ERROR_CODES } from '../../protocol/constants'
import { AUTH_MESSAGES } from '../../protocol/messages/auth'
import {
  callJava,
  latestSmsCode,
  servicesOn,
  setCookieValue,
  solvedChallenge,
  type TestClock,
  testClock,
} from '../test-support/auth-client'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { startTestServer, type TestServer } from '../test-support/server'
import { CODE_TTL_MS, RESEND_AFTER_MS } from './codes'

let database: TestDatabase
let server: TestServer
const clock: TestClock = testClock()

beforeAll(async () => {
  database = await openTestDatabase()
  server = await startTestServer(database.db, {}, { accounts: servicesOn(clock) })
})
afterAll(async () => {
  await server.close()
  await database.close()
})

const send = (mobile: string, challenge?: ChallengeAnswer) =>
  callJava(server.url, '/login/sendVerificationCode', { body: { mobile, challenge } })
const check = (mobile: string, checkCode: string) =>
  callJava<LoginResult>(server.url, '/login/checkCode', { body: { mobile, checkCode } })

describe('verification codes', () => {
  it('sends 6 random digits to the dev outbox and logs a new user in with 200 coins', async () => {
    const sent = await send('13800000001')
    expect(sent.result).toEqual({ cooldownSeconds: 60 })
    const code = await latestSmsCode(server.url, '13800000001')
    expect(code).toMatch(/^\d{6}$/)
    const login = await check('13800000001', code)
    expect(login.status).toBe('success')
    expect(login.result).toMatchObject({ newUser: true, wxBind: true, user: { gold: 200, mobile: '138****0001' } })
    expect(setCookieValue(login.response, 'token')).toMatch(/^[\w-]{43}$/)
    // The body never carries the session: scripts of the page can read a body, not an HttpOnly cookie.
    expect(login.result?.token).toBeNull()
  })

  it('refuses a resend to the same phone inside 60 s, whatever the client does', async () => {
    expect((await send('13800000002')).status).toBe('success')
    clock.advance(RESEND_AFTER_MS - 1000)
    const again = await send('13800000002')
    expect(again).toMatchObject({ status: 'fail', code: 400, errorMsg: AUTH_MESSAGES.codeTooSoon.message })
    clock.advance(1000)
    expect((await send('13800000002')).status).toBe('success')
  })

  it('is single use', async () => {
    await send('13800000003')
    const code = await latestSmsCode(server.url, '13800000003')
    expect((await check('13800000003', code)).status).toBe('success')
    expect(await check('13800000003', code)).toMatchObject({
      status: 'fail',
      errorMsg: AUTH_MESSAGES.codeWrong.message,
    })
  })

  it('fails a 6th check even with the right code', async () => {
    await send('13800000004')
    const code = await latestSmsCode(server.url, '13800000004')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await check('13800000004', wrong)).status).toBe('fail')
    expect(await check('13800000004', code)).toMatchObject({ status: 'fail', code: 400 })
  })

  it('lets the 5th check succeed with the right code', async () => {
    clock.advance(RESEND_AFTER_MS)
    await send('13800000005')
    const code = await latestSmsCode(server.url, '13800000005')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) expect((await check('13800000005', wrong)).status).toBe('fail')
    expect((await check('13800000005', code)).status).toBe('success')
  })

  it('refuses an expired code', async () => {
    await send('13800000006')
    const code = await latestSmsCode(server.url, '13800000006')
    clock.advance(CODE_TTL_MS + 1)
    expect(await check('13800000006', code)).toMatchObject({
      status: 'fail',
      errorMsg: AUTH_MESSAGES.codeWrong.message,
    })
  })

  it('stops a phone after 5 codes an hour (past the first two, each with a solved challenge)', async () => {
    for (let i = 0; i < 5; i++) {
      const challenge = i >= 2 ? await solvedChallenge(server.url) : undefined
      expect((await send('13800000007', challenge)).status).toBe('success')
      clock.advance(RESEND_AFTER_MS)
    }
    const over = await send('13800000007', await solvedChallenge(server.url))
    expect(over).toMatchObject({ status: 'fail', errorMsg: AUTH_MESSAGES.codeSendLimit.message })
    clock.advance(60 * 60 * 1000)
    expect((await send('13800000007')).status).toBe('success')
  })

  it('asks for a solved challenge after two codes an hour to one phone, and takes each challenge once', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await send('13800000008')).status).toBe('success')
      clock.advance(RESEND_AFTER_MS)
    }
    expect(await send('13800000008')).toMatchObject({
      status: 'fail',
      errorCode: ERROR_CODES.challengeRequired,
      errorMsg: AUTH_MESSAGES.challengeRequired.message,
    })
    const unsolved = { id: 'f'.repeat(32), nonce: '0' }
    expect((await send('13800000008', unsolved)).errorCode).toBe(ERROR_CODES.challengeRequired)
    const challenge = await solvedChallenge(server.url)
    expect((await send('13800000008', challenge)).status).toBe('success')
    clock.advance(RESEND_AFTER_MS)
    expect((await send('13800000008', challenge)).errorCode).toBe(ERROR_CODES.challengeRequired)
  })

  it('keeps the previous code valid when another is sent, so requesting codes for a phone voids nothing', async () => {
    clock.advance(60 * 60 * 1000)
    await send('13800000009')
    const first = await latestSmsCode(server.url, '13800000009')
    expect((await send('13800000009')).errorMsg).toBe(AUTH_MESSAGES.codeTooSoon.message)
    clock.advance(RESEND_AFTER_MS)
    expect((await send('13800000009')).status).toBe('success')
    const second = await latestSmsCode(server.url, '13800000009')
    expect(second).not.toBe(first)
    expect((await check('13800000009', first)).status).toBe('success')
    // Logging in spends every live code of the phone.
    expect((await check('13800000009', second)).errorMsg).toBe(AUTH_MESSAGES.codeWrong.message)
  })

  it('stops one address after 20 codes an hour, whichever phones', async () => {
    clock.advance(24 * 60 * 60 * 1000)
    for (let i = 0; i < 20; i++) expect((await send(`1370000${String(i).padStart(4, '0')}`)).status).toBe('success')
    expect(await send('13700009999')).toMatchObject({ status: 'fail', errorMsg: AUTH_MESSAGES.codeSendLimit.message })
  })

  it('takes the per-address cap from CODE_SENDS_PER_ADDRESS', async () => {
    const strict = await startTestServer(database.db, { CODE_SENDS_PER_ADDRESS: '3' }, { accounts: servicesOn(clock) })
    try {
      // A day and an hour on: the earlier tests' codes from this address are out of both windows.
      clock.advance(25 * 60 * 60 * 1000)
      const sendTo = (mobile: string) => callJava(strict.url, '/login/sendVerificationCode', { body: { mobile } })
      for (let i = 0; i < 3; i++) {
        const sent = await sendTo(`1590000${String(i).padStart(4, '0')}`)
        expect(sent.status, sent.errorMsg ?? '').toBe('success')
      }
      expect(await sendTo('15900009999')).toMatchObject({
        status: 'fail',
        errorMsg: AUTH_MESSAGES.codeSendLimit.message,
      })
    } finally {
      await strict.close()
    }
  })

  it('answers the §5 validation messages', async () => {
    expect(await send('')).toMatchObject({ code: 400, errorMsg: '手机号码不能为空!' })
    expect(await send('12345678901')).toMatchObject({ code: 400, errorMsg: '手机号码输入不规范!' })
    expect(await check('13800000001', '')).toMatchObject({ code: 400, errorMsg: '验证码不能为空!' })
  })
})
