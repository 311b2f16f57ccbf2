import { describe, expect, it } from 'vitest'
import type { LoginResult } from '../../../protocol/auth'
import { callJava, latestSmsCode, servicesOn, setCookieValue, testClock } from '../../test-support/auth-client'
import { withTestServer } from '../../test-support/server'
import { returnUrl } from './oauth'

const clock = testClock()

const server = withTestServer({
  options: { accounts: servicesOn(clock) },
})

/**
 * Goes where getPCQQLoginAddress says, submits the dev authorize page's form, follows the redirect home.
 * `cookie` is what the browser now holds: the HttpOnly state cookie the login started with.
 */
async function authorizeAtQQ(testUser: string, redirectUri = '/match/lol?tab=1'): Promise<URL & { cookie: string }> {
  const address = await callJava<string>(server.url, '/login/getPCQQLoginAddress', { query: { redirectUri } })
  const stateCookie = setCookieValue(address.response, 'oauth_state') ?? ''
  expect(address.response.headers.get('set-cookie')).toMatch(/oauth_state=[^;]+;.*HttpOnly.*SameSite=Lax/i)
  const authorizeUrl = new URL(address.result ?? '', server.url)
  expect(authorizeUrl.pathname).toBe('/java/dev/oauth/authorize')
  const page = await (await fetch(authorizeUrl)).text()
  expect(page).toContain('Authorize as test user')
  // Submit the page's form as a browser would (GET form: its fields become the query).
  const action = /<form method="get" action="([^"]+)"/.exec(page)?.[1] ?? ''
  const fields = [...page.matchAll(/<input[^>]*name="(\w+)" value="([^"]*)"/g)].map((m): [string, string] => [
    m[1] ?? '',
    (m[2] ?? '').replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
  ])
  const form = new URLSearchParams(fields.map(([k, v]) => [k, k === 'user' ? testUser : v]))
  const grant = await fetch(new URL(`${action}?${form}`, server.url), { redirect: 'manual' })
  expect(grant.status).toBe(302)
  const back = new URL(grant.headers.get('location') ?? '', server.url)
  // The browser then loads the app page the login began on.
  expect((await fetch(back)).status).toBe(200)
  expect(back.searchParams.get('state')).toBe(stateCookie)
  return Object.assign(back, { cookie: `oauth_state=${encodeURIComponent(stateCookie)}` })
}

describe('QQ login through the dev authorize page', () => {
  it('comes back with code and state, binds a phone for a new account, and logs straight in the next time', async () => {
    const back = await authorizeAtQQ('小明')
    expect(back.origin).toBe(server.url)
    expect(back.pathname).toBe('/match/lol')
    expect(back.searchParams.get('tab')).toBe('1')
    expect(back.searchParams.get('type')).toBe('qq')
    const code = back.searchParams.get('code') ?? ''
    const state = back.searchParams.get('state') ?? ''

    const first = await callJava<LoginResult>(server.url, '/login/pcLoginByAccount', {
      query: { code, state, type: 'qq' },
      cookie: back.cookie,
    })
    // The state cookie is single use: the answer clears it.
    expect(setCookieValue(first.response, 'oauth_state')).toBe('')
    expect(first.result).toMatchObject({ wxBind: false, token: null, user: null, qqOrWechatName: '小明' })
    const accountNumber = first.result?.accountNumber ?? ''
    expect(accountNumber).not.toBe('')

    // The same code and state are spent.
    const replay = await callJava(server.url, '/login/pcLoginByAccount', {
      query: { code, state, type: 'qq' },
      cookie: back.cookie,
    })
    expect(replay).toMatchObject({ status: 'fail', code: 400 })

    const mobile = '13300000001'
    await callJava(server.url, '/login/sendVerificationCode', { body: { mobile } })
    const bound = await callJava<LoginResult>(server.url, '/login/bindAccount', {
      body: {
        mobile,
        checkCode: await latestSmsCode(server.url, mobile),
        accountNumber,
        type: 'qq',
        qqOrWechatName: '小明',
      },
    })
    expect(bound.result).toMatchObject({ wxBind: true, newUser: true, user: { username: '小明', gold: 200 } })
    expect(setCookieValue(bound.response, 'token')).toBeTruthy()

    // The ticket was single use.
    clock.advance(61_000)
    await callJava(server.url, '/login/sendVerificationCode', { body: { mobile } })
    const again = await callJava(server.url, '/login/bindAccount', {
      body: { mobile, checkCode: await latestSmsCode(server.url, mobile), accountNumber, type: 'qq' },
    })
    expect(again).toMatchObject({ status: 'fail', code: 400 })

    const next = await authorizeAtQQ('小明')
    const second = await callJava<LoginResult>(server.url, '/login/pcLoginByAccount', {
      query: { code: next.searchParams.get('code') ?? '', state: next.searchParams.get('state') ?? '', type: 'qq' },
      cookie: next.cookie,
    })
    expect(second.result).toMatchObject({ wxBind: true, newUser: false, user: { uid: bound.result?.user?.uid } })
  })

  it('refuses a forged state, and a state of the other provider', async () => {
    const back = await authorizeAtQQ('小红')
    const code = back.searchParams.get('code') ?? ''
    const forged = await callJava(server.url, '/login/pcLoginByAccount', {
      query: { code, state: 'made-up', type: 'qq' },
      cookie: 'oauth_state=made-up',
    })
    expect(forged).toMatchObject({ status: 'fail', code: 400 })
    const crossed = await callJava(server.url, '/login/pcLoginByAccount', {
      query: { code, state: back.searchParams.get('state') ?? '', type: 'wx' },
      cookie: back.cookie,
    })
    expect(crossed).toMatchObject({ status: 'fail', code: 400 })
  })

  it('completes a login only in the browser that started it (login CSRF)', async () => {
    // The attacker authorizes with their own account and sends the return link to a victim.
    const attacker = await authorizeAtQQ('攻击者')
    const query = {
      code: attacker.searchParams.get('code') ?? '',
      state: attacker.searchParams.get('state') ?? '',
      type: 'qq',
    }
    // The victim's browser has no state cookie, or the one of a login it started itself.
    const victim = await callJava<string>(server.url, '/login/getPCQQLoginAddress', { query: { redirectUri: '/' } })
    const victimCookie = `oauth_state=${setCookieValue(victim.response, 'oauth_state') ?? ''}`
    expect(await callJava(server.url, '/login/pcLoginByAccount', { query })).toMatchObject({
      status: 'fail',
      code: 400,
    })
    const withOwn = await callJava(server.url, '/login/pcLoginByAccount', { query, cookie: victimCookie })
    expect(withOwn).toMatchObject({ status: 'fail', code: 400 })
    // The attacker's own browser could still finish it: the refusals did not spend the ticket.
    const own = await callJava<LoginResult>(server.url, '/login/pcLoginByAccount', { query, cookie: attacker.cookie })
    expect(own.result).toMatchObject({ wxBind: false, qqOrWechatName: '攻击者' })
  })

  it('only ever returns to this site', async () => {
    const origin = 'http://127.0.0.1:3000'
    expect(returnUrl(origin, 'https://evil.example/x', 'qq')).toBe(`${origin}/?type=qq`)
    expect(returnUrl(origin, '//evil.example/x', 'wx')).toBe(`${origin}/?type=wx`)
    expect(returnUrl(origin, '/channel?code=old&state=old', 'qq')).toBe(`${origin}/channel?type=qq`)
    const page = await fetch(
      `${server.url}/java/dev/oauth/authorize?provider=qq&state=s&redirect_uri=https://evil.example/`,
    )
    expect(page.status).toBe(400)
  })
})
