import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginResult } from '../../../protocol/auth'
import { callJava } from '../../auth/test-client'
import { openTestDatabase, type TestDatabase } from '../../test-support/database'
import { startTestServer, type TestServer } from '../../test-support/server'

let database: TestDatabase
let development: TestServer
let production: TestServer

beforeAll(async () => {
  database = await openTestDatabase()
  development = await startTestServer(database.db, { NODE_ENV: 'development' })
  production = await startTestServer(database.db, { NODE_ENV: 'production' })
})
afterAll(async () => {
  await development.close()
  await production.close()
  await database.close()
})

describe('development providers', () => {
  it('exist outside production: outboxes, authorize page, Telegram widget', async () => {
    expect((await fetch(`${development.url}/java/dev/sms?mobile=13100000000`)).status).toBe(200)
    expect((await fetch(`${development.url}/java/dev/email?email=a@b.cn`)).status).toBe(200)
    const widget = await fetch(`${development.url}/java/dev/telegram/widget?redirect_uri=/`)
    expect(await widget.text()).toContain('scorecast_dev_bot')
  })

  it('log in through the dev Telegram widget end to end', async () => {
    const signedRedirect = await fetch(
      `${development.url}/java/dev/telegram/sign?redirect_uri=%2F&id=5550001&first_name=Tess&username=tess`,
      { redirect: 'manual' },
    )
    const back = new URL(signedRedirect.headers.get('location') ?? '', development.url)
    const telegram = {
      id: Number(back.searchParams.get('id')),
      first_name: back.searchParams.get('first_name') ?? undefined,
      username: back.searchParams.get('username') ?? undefined,
      auth_date: Number(back.searchParams.get('auth_date')),
      hash: back.searchParams.get('hash') ?? '',
    }
    const login = await callJava<LoginResult>(development.url, '/login/checkCode', {
      body: { mobile: '5550001', checkCode: 'telegram', promotionChannelId: 21, telegram },
    })
    expect(login.result).toMatchObject({ newUser: true, user: { username: 'tess' } })
  })

  it('are absent in production, where sending a code fails clearly', async () => {
    for (const path of [
      '/java/dev/sms?mobile=13100000000',
      '/java/dev/email?email=a@b.cn',
      '/java/dev/oauth/authorize',
      '/java/dev/telegram/widget',
    ]) {
      const reply = await fetch(`${production.url}${path}`)
      expect(reply.status, path).toBe(404)
    }
    const sent = await callJava(production.url, '/login/sendVerificationCode', { body: { mobile: '13100000000' } })
    expect(sent).toMatchObject({ status: 'fail', code: 503, errorMsg: '验证码发送失败，请稍后再试' })
    const qq = await callJava(production.url, '/login/getPCQQLoginAddress')
    expect(qq).toMatchObject({ status: 'fail', code: 400 })
    const providers = await callJava<{ providers: { id: string; enabled: boolean }[] }>(
      production.url,
      '/login/providers',
    )
    expect(providers.result?.providers.every((p) => !p.enabled)).toBe(true)
  })
})
