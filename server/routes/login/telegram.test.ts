import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginResult, TelegramAuth } from '../../../protocol/auth'
import { signTelegram, TELEGRAM_MAX_AGE_SECONDS, verifyTelegram } from '../../auth/telegram'
import { loadConfig } from '../../config'
import { callJava, testClock } from '../../test-support/auth-client'
import { openTestDatabase, type TestDatabase } from '../../test-support/database'
import { startTestServer, type TestServer } from '../../test-support/server'
import { createAccountServices } from '../services'

const BOT_TOKEN = '123456:TEST-token-for-the-suite'
const clock = testClock()
const nowSeconds = () => Math.floor(clock.now() / 1000)

function signed(fields: Omit<TelegramAuth, 'hash'>, token = BOT_TOKEN): TelegramAuth {
  return { ...fields, hash: signTelegram(fields, token) }
}

describe('Telegram login data', () => {
  const data = () => signed({ id: 424242, first_name: 'Ann', username: 'ann', auth_date: nowSeconds() })

  it('is valid when signed with the bot token and fresh', () => {
    expect(verifyTelegram(data(), BOT_TOKEN, clock.now())).toBe('valid')
  })

  it('is refused when any field was changed, or signed with another token', () => {
    expect(verifyTelegram({ ...data(), id: 424243 }, BOT_TOKEN, clock.now())).toBe('badSignature')
    expect(verifyTelegram({ ...data(), username: 'mallory' }, BOT_TOKEN, clock.now())).toBe('badSignature')
    expect(verifyTelegram(data(), 'another:token', clock.now())).toBe('badSignature')
  })

  it('is refused when stale', () => {
    const old = signed({ id: 1, auth_date: nowSeconds() - TELEGRAM_MAX_AGE_SECONDS - 1 })
    expect(verifyTelegram(old, BOT_TOKEN, clock.now())).toBe('stale')
  })

  it('requires the bot name to end with bot', () => {
    const config = loadConfig({
      RUN_MODE: 'local',
      TELEGRAM_BOT_NAME: 'scorecast_login_bot',
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    })
    expect(createAccountServices(config).telegram?.botName).toBe('scorecast_login_bot')
    expect(() => loadConfig({ TELEGRAM_BOT_NAME: 'scorecast_login', TELEGRAM_BOT_TOKEN: BOT_TOKEN })).toThrow(
      /TELEGRAM_BOT_NAME/,
    )
  })
})

describe('Telegram login over HTTP (checkCode, channel 21)', () => {
  let database: TestDatabase
  let server: TestServer
  beforeAll(async () => {
    database = await openTestDatabase()
    server = await startTestServer(
      database.db,
      { RUN_MODE: 'local', TELEGRAM_BOT_NAME: 'scorecast_test_bot', TELEGRAM_BOT_TOKEN: BOT_TOKEN },
      { accounts: (config) => createAccountServices(config, clock.now) },
    )
  })
  afterAll(async () => {
    await server.close()
    await database.close()
  })

  const login = (telegram: TelegramAuth, mobile = String(telegram.id)) =>
    callJava<LoginResult>(server.url, '/login/checkCode', {
      body: { mobile, checkCode: 'telegram', promotionChannelId: 21, telegram },
    })

  it('logs a verified Telegram user in, as a new user with 200 coins', async () => {
    const result = await login(signed({ id: 777001, username: 'neo', auth_date: nowSeconds() }))
    expect(result.result).toMatchObject({ newUser: true, user: { username: 'neo', mobile: '777001', gold: 200 } })
  })

  it('refuses tampered, stale and mismatched data', async () => {
    const good = signed({ id: 777002, auth_date: nowSeconds() })
    expect(await login({ ...good, id: 777003 }, '777003')).toMatchObject({ status: 'fail', code: 400 })
    expect(await login(good, '999')).toMatchObject({ status: 'fail', code: 400 })
    const stale = signed({ id: 777004, auth_date: nowSeconds() - TELEGRAM_MAX_AGE_SECONDS - 5 })
    expect(await login(stale)).toMatchObject({ status: 'fail', code: 400 })
  })

  it('names the bot and no dev widget when a real bot is configured', async () => {
    const providers = await callJava<{ telegram: unknown }>(server.url, '/login/providers')
    expect(providers.result?.telegram).toEqual({ botName: 'scorecast_test_bot', widgetUrl: null })
  })
})
