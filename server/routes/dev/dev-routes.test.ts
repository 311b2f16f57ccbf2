import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginResult } from '../../../protocol/auth'
import { callJava } from '../../test-support/auth-client'
import { openTestDatabase, type TestDatabase } from '../../test-support/database'
import { liveState } from '../../test-support/fixtures'
import { startTestServer, type TestServer } from '../../test-support/server'
import { createFeedControl } from './feed-control'

let database: TestDatabase
let development: TestServer
let production: TestServer
let optedIn: TestServer

/**
 * The feed behind the control: its push is server/feed/feed.test.ts's subject; here it records what the
 * route asked for and answers as the feed would for a live, a finished and an unknown match.
 */
const pushes: string[] = []
const devFeed = createFeedControl()
devFeed.bind({
  push: async (matchId, side) => {
    pushes.push(`${matchId}:${side}`)
    if (matchId === 'finished') return { refused: 'notLive' }
    if (matchId !== 'live') return { refused: 'unknown' }
    const state = liveState('live', 1, 0)
    return {
      pushed: { id: 99, matchId, gameId: 1, seq: 7, type: 'score', at: 1, state, incident: null, retracts: null },
    }
  },
  finish: async (matchId, score) => {
    pushes.push(`${matchId}:final ${score.home}-${score.guest}`)
    if (matchId === 'finished') return { refused: 'notLive' }
    const state = liveState('closed', score.home, score.guest)
    return {
      pushed: { id: 100, matchId, gameId: 1, seq: 8, type: 'status', at: 1, state, incident: null, retracts: null },
    }
  },
  start: async (matchId) => {
    pushes.push(`${matchId}:start`)
    if (matchId !== 'soon') return { refused: 'notLive' }
    const state = liveState('live', 0, 0)
    return {
      pushed: { id: 101, matchId, gameId: 1, seq: 1, type: 'status', at: 1, state, incident: null, retracts: null },
    }
  },
})

/** A deployment (server/run-mode.ts) that configured no code gateway. */
const DEPLOYED = { RUN_MODE: 'deployed', SMS_PROVIDER: 'none', EMAIL_PROVIDER: 'none' }

beforeAll(async () => {
  database = await openTestDatabase()
  // A local run: loopback HOST (the default), no provider configured, whatever NODE_ENV says.
  development = await startTestServer(database.db, { NODE_ENV: 'production' }, { devFeed })
  production = await startTestServer(database.db, { NODE_ENV: 'development', ...DEPLOYED }, { devFeed })
  optedIn = await startTestServer(database.db, { HOST: '0.0.0.0', ALLOW_DEV_PROVIDERS: '1' }, { devFeed })
})
afterAll(async () => {
  await development.close()
  await production.close()
  await optedIn.close()
  await database.close()
})

describe('the local outbox', () => {
  it('shows each code on a page the login modal points to, and in the terminal', async () => {
    const providers = await callJava<{ localOutbox: string | null }>(development.url, '/login/providers')
    expect(providers.result?.localOutbox).toBe('/java/dev/outbox')
    const empty = await (await fetch(`${development.url}/java/dev/outbox`)).text()
    expect(empty).toContain('outbox-empty')
    await callJava(development.url, '/login/sendVerificationCode', { body: { mobile: '13100000077' } })
    const page = await fetch(`${development.url}/java/dev/outbox`)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    const code = /data-to="13100000077">[\s\S]*?data-testid="outbox-code">(\d{6})</.exec(html)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    const printed = development.logs.find((line) => String(line.msg).includes(`LOGIN CODE for 13100000077: ${code}`))
    expect(printed).toMatchObject({ level: 30, outbox: '/java/dev/outbox' })
  })

  it('is refused to requests that came through a proxy (a local run put behind a public front)', async () => {
    const proxied: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }]
    for (const headers of proxied) {
      expect((await fetch(`${development.url}/java/dev/outbox`, { headers })).status).toBe(404)
      expect((await fetch(`${development.url}/java/dev/sms?mobile=13100000077`, { headers })).status).toBe(404)
    }
    expect((await fetch(`${development.url}/java/dev/outbox`)).status).toBe(200)
  })

  it('is not pointed to in a deployment, even one that opted in to development providers', async () => {
    for (const server of [production, optedIn]) {
      const providers = await callJava<{ localOutbox: string | null }>(server.url, '/login/providers')
      expect(providers.result?.localOutbox).toBeNull()
    }
  })
})

describe('ALLOW_DEV_PROVIDERS=1 in a deployment', () => {
  it('keeps the development providers and says so loudly', async () => {
    expect((await fetch(`${optedIn.url}/java/dev/sms?mobile=13100000000`)).status).toBe(200)
    const warning = optedIn.logs.find((line) => String(line.msg).startsWith('ALLOW_DEV_PROVIDERS=1'))
    expect(warning).toMatchObject({ level: 40 })
    expect(String(warning?.msg)).toMatch(/DEPLOYMENT.*login codes are printed in this log/)
    expect(development.logs.some((line) => String(line.msg).startsWith('ALLOW_DEV_PROVIDERS'))).toBe(false)
  })
})

describe('development providers', () => {
  it('exist in a local run: outboxes, authorize page, Telegram widget', async () => {
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

  it('are absent in a deployment, where sending a code fails clearly', async () => {
    for (const path of [
      '/java/dev/outbox',
      '/java/dev/sms?mobile=13100000000',
      '/java/dev/email?email=a@b.cn',
      '/java/dev/oauth/authorize',
      '/java/dev/telegram/widget',
    ]) {
      const reply = await fetch(`${production.url}${path}`)
      expect(reply.status, path).toBe(404)
    }
    // Without METRICS_TOKEN a deployment does not publish its metrics either.
    expect((await fetch(`${production.url}/metrics`)).status).toBe(404)
    expect((await fetch(`${development.url}/metrics`)).status).toBe(200)
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

/** A POST to one of the development controls, with a raw body (these answer plain JSON, not the envelope). */
const postDev = (url: string, control: 'clock' | 'feed', body: unknown) =>
  fetch(`${url}/java/dev/${control}`, {
    method: 'POST',
    headers: { sysType: 'PC', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('the local clock (POST /java/dev/clock)', () => {
  const advance = (url: string, body: unknown) => postDev(url, 'clock', body)

  it('moves the accounts’ clock forward in a local run, past the 60 s code resend window', async () => {
    const mobile = '13100000088'
    const send = () => callJava(development.url, '/login/sendVerificationCode', { body: { mobile } })
    expect((await send()).status).toBe('success')
    expect(await send()).toMatchObject({ status: 'fail', errorMsg: '验证码已发送，请60秒后再试' })
    const before = Date.now()
    const moved = await advance(development.url, { advanceSeconds: 61 })
    expect(moved.status).toBe(200)
    expect(((await moved.json()) as { now: number }).now).toBeGreaterThanOrEqual(before + 61_000)
    expect((await send()).status).toBe('success')
  })

  it('refuses a bad amount and does not exist outside a local run', async () => {
    for (const body of [{}, { advanceSeconds: 0 }, { advanceSeconds: -5 }, { advanceSeconds: 1.5 }, { seconds: 5 }])
      expect((await advance(development.url, body)).status).toBe(400)
    expect((await advance(production.url, { advanceSeconds: 61 })).status).toBe(404)
    expect((await advance(optedIn.url, { advanceSeconds: 61 })).status).toBe(404)
  })
})

describe('the local feed control (POST /java/dev/feed)', () => {
  const push = (url: string, body: unknown) => postDev(url, 'feed', body)

  it("answers with the feed's new event, or why it could not push", async () => {
    pushes.length = 0
    const pushed = await push(development.url, { matchId: 'live', side: 'home' })
    expect(pushed.status).toBe(200)
    expect(pushed.headers.get('cache-control')).toBe('no-store')
    expect(await pushed.json()).toMatchObject({ event: { matchId: 'live', seq: 7, id: 99 } })
    expect((await push(development.url, { matchId: 'finished', side: 'guest' })).status).toBe(409)
    expect((await push(development.url, { matchId: 'nope', side: 'guest' })).status).toBe(404)
    expect(pushes).toEqual(['live:home', 'finished:guest', 'nope:guest'])
  })

  it('ends a match with a final score', async () => {
    pushes.length = 0
    const ended = await push(development.url, { matchId: 'soon', final: { home: 0, guest: 2 } })
    expect(await ended.json()).toMatchObject({ event: { matchId: 'soon', state: { status: 'closed', guestScore: 2 } } })
    expect((await push(development.url, { matchId: 'finished', final: { home: 1, guest: 0 } })).status).toBe(409)
    expect((await push(development.url, { matchId: 'soon', final: { home: -1, guest: 0 } })).status).toBe(400)
    expect(pushes).toEqual(['soon:final 0-2', 'finished:final 1-0'])
  })

  it('starts a match that has not started', async () => {
    pushes.length = 0
    const started = await push(development.url, { matchId: 'soon', start: true })
    expect(await started.json()).toMatchObject({ event: { matchId: 'soon', state: { status: 'live' } } })
    expect((await push(development.url, { matchId: 'live', start: true })).status).toBe(409)
    expect((await push(development.url, { matchId: 'soon', start: false })).status).toBe(400)
    expect(pushes).toEqual(['soon:start', 'live:start'])
  })

  it('refuses bad input and does not exist outside a local run', async () => {
    pushes.length = 0
    const bad = [{}, { matchId: 'live' }, { matchId: '', side: 'home' }, { matchId: 'live', side: 'both' }]
    for (const body of [...bad, { matchId: 'x'.repeat(65), side: 'home' }, { matchId: 'live', side: 'home', n: 2 }])
      expect((await push(development.url, body)).status).toBe(400)
    expect((await push(production.url, { matchId: 'live', side: 'home' })).status).toBe(404)
    expect((await push(optedIn.url, { matchId: 'live', side: 'home' })).status).toBe(404)
    expect(pushes).toEqual([])
  })

  it('answers 503 while no feed runs in this process', async () => {
    const unbound = await startTestServer(database.db, { NODE_ENV: 'test' }, { devFeed: createFeedControl() })
    try {
      expect((await push(unbound.url, { matchId: 'live', side: 'home' })).status).toBe(503)
    } finally {
      await unbound.close()
    }
  })
})
