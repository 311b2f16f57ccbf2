import 'fake-indexeddb/auto'
import type { Subscription } from 'rxjs'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { latestSmsCode, servicesOn, testClock } from '../../../server/test-support/auth-client'
import { openTestDatabase, type TestDatabase } from '../../../server/test-support/database'
import { startTestServer, type TestServer } from '../../../server/test-support/server'
import { ApiClient } from '../../api/client'
import { cookieJarFetch } from '../../api/cookie-jar-fetch'
import { isSignedIn, markSignedIn } from '../../api/session-marker'
import { LoginModalHolder } from '../../app-state/login-modal'
import { ScorecastDB } from '../../db/database'
import { type BusEvent, EventBus } from '../core/bus'
import { until } from '../core/test-support'
import { startAccountWriter } from './account-writer'
import {
  bindPhone,
  completeOAuth,
  loginByCode,
  loginWithTelegram,
  logout,
  type SessionDeps,
  sendCode,
  startOAuth,
} from './session-actions'
import { validateSession } from './session-source'

// The modal's actions against the real server (PGlite, the real login handlers and dev providers): what
// the modal shows, what lands in the cache, and that expiry and logout clear it.

/** localStorage for node: the session marker (src/api/session-marker.ts) reads it. */
class MemoryStorage {
  readonly #items = new Map<string, string>()
  entries = () => [...this.#items]
  getItem = (key: string) => this.#items.get(key) ?? null
  setItem = (key: string, value: string) => void this.#items.set(key, value)
  removeItem = (key: string) => void this.#items.delete(key)
}
Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true })
Object.defineProperty(globalThis, 'sessionStorage', { value: new MemoryStorage(), configurable: true })
const localStorageItems = () => (localStorage as unknown as MemoryStorage).entries()

let database: TestDatabase
let server: TestServer
const clock = testClock()
let db: ScorecastDB
let deps: SessionDeps & { events: BusEvent[]; opened: string[]; left: string[] }
/** The browser's cookies, as the real server set them (the HttpOnly session among them). */
let browser: ReturnType<typeof cookieJarFetch>
let n = 0
let writer: Subscription

beforeAll(async () => {
  database = await openTestDatabase()
  server = await startTestServer(database.db, {}, { accounts: servicesOn(clock) })
})
afterAll(async () => {
  await server.close()
  await database.close()
})

beforeEach(async () => {
  n += 1
  db = new ScorecastDB(`session-actions-${n}`)
  const bus = new EventBus()
  const events: BusEvent[] = []
  bus.events$.subscribe((event) => events.push(event))
  browser = cookieJarFetch()
  const api = new ApiClient({
    baseUrl: server.url,
    fetch: browser,
    notify: (notice) => notice.type === 'sessionExpired' && bus.emit({ type: 'session/expired' }),
  })
  writer = startAccountWriter(bus, db, (flush) => {
    const timer = setTimeout(flush, 0)
    return () => clearTimeout(timer)
  })
  deps = {
    bus,
    api,
    modal: new LoginModalHolder(),
    openTab: (url) => deps.opened.push(url),
    goTo: (url) => deps.left.push(url),
    events,
    opened: [],
    left: [],
  }
  markSignedIn(null)
  sessionStorage.removeItem('scorecast.oauthProvider')
})
afterEach(async () => {
  writer.unsubscribe()
  await db.delete()
})

const sessionUser = () => db.session.get('current').then((row) => row?.user)

describe('session actions', () => {
  it('code login of a new phone: session cookie set, user cached with 200 coins, welcome asked for', async () => {
    const mobile = '13700000001'
    expect(await sendCode(deps, mobile)).toBeNull()
    // A second code inside 60 s is refused by the server, and the modal gets its message.
    expect(await sendCode(deps, mobile)).toMatch(/60/)

    expect(await loginByCode(deps, mobile, '000000')).not.toBeNull()
    expect(isSignedIn()).toBe(false)

    expect(await loginByCode(deps, mobile, await latestSmsCode(server.url, mobile))).toBeNull()
    expect(isSignedIn()).toBe(true)
    // The session is the cookie the browser holds; nothing a script can read stores the token.
    const token = browser.jar.get('token') ?? ''
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(JSON.stringify([...localStorageItems(), ...(await db.session.toArray())])).not.toContain(token)
    const user = await until(sessionUser, 5000, 'the cached user')
    expect(user.gold).toBe(200)
    expect(user.mobile).toBe('137****0001')
    await until(() => deps.events.some((e) => e.type === 'account/welcome'), 5000, 'the welcome')
    expect(deps.modal.state.value.showModel).toBe(false)
  })

  it('past two codes an hour to one phone, solves the challenge the server asks for without a word', async () => {
    const mobile = '13911110001'
    for (let i = 0; i < 3; i++) {
      expect(await sendCode(deps, mobile)).toBeNull()
      clock.advance(60_000)
    }
    const outbox = await fetch(`${server.url}/java/dev/sms?mobile=${mobile}`).then((r) => r.json())
    expect(outbox.messages).toHaveLength(3)
  })

  it('a login that began in the channel area opens /channel in a new tab', async () => {
    sessionStorage.setItem('scorecast.loginFromChannel', '1')
    const mobile = '13700000002'
    await sendCode(deps, mobile)
    expect(await loginByCode(deps, mobile, await latestSmsCode(server.url, mobile))).toBeNull()
    expect(deps.opened).toEqual(['/channel'])
  })

  it('a revoked token found at start clears the cached user (3000/3001 → session/expired)', async () => {
    const mobile = '13700000003'
    await sendCode(deps, mobile)
    await loginByCode(deps, mobile, await latestSmsCode(server.url, mobile))
    await until(sessionUser, 5000, 'the cached user')
    const token = browser.jar.get('token') ?? ''

    // Logged out elsewhere: the server no longer knows the token, the browser still holds it.
    await logout(deps)
    expect(browser.jar.has('token')).toBe(false)
    browser.jar.set('token', token)
    markSignedIn('stale')
    await until(async () => !(await sessionUser()), 5000, 'the user cleared by logout')
    await db.session.put({ id: 'current', uid: 'stale', nickname: '旧的', avatar: null, savedAt: 1 })

    expect(await validateSession(deps.bus, deps.api)).toBe(true)
    expect(deps.events.some((e) => e.type === 'session/expired')).toBe(true)
    expect(isSignedIn()).toBe(false)
    // The server cleared the HttpOnly cookie, which the page's own cookie clearing cannot reach.
    expect(browser.jar.has('token')).toBe(false)
    await until(async () => (await db.session.count()) === 0, 5000, 'the session cleared')
  })

  it('QQ through the dev provider: no phone yet → state 3, binding logs in', async () => {
    expect(await startOAuth(deps, 'qq', '/live')).toBeNull()
    const authorize = new URL(deps.left[0] ?? '', server.url)
    const grant = new URL('/java/dev/oauth/grant', server.url)
    for (const key of ['provider', 'state', 'redirect_uri'])
      grant.searchParams.set(key, authorize.searchParams.get(key) ?? '')
    grant.searchParams.set('user', 'qq测试')
    const back = await fetch(grant, { redirect: 'manual' })
    const returned = new URL(back.headers.get('location') ?? '')
    expect(returned.pathname).toBe('/live')

    const refused = await completeOAuth(
      deps,
      returned.searchParams.get('code') ?? '',
      returned.searchParams.get('state') ?? '',
      'qq',
    )
    expect(refused).toBeNull()
    expect(deps.modal.state.value).toMatchObject({ showModel: true, modelState: 3 })
    expect(deps.modal.state.value.pendingBind?.qqOrWechatName).toBe('qq测试')

    const mobile = '13700000004'
    await sendCode(deps, mobile)
    expect(await bindPhone(deps, mobile, await latestSmsCode(server.url, mobile))).toBeNull()
    expect(deps.modal.state.value.showModel).toBe(false)
    expect(isSignedIn()).toBe(true)
    expect((await until(sessionUser, 5000, 'the cached user')).mobile).toBe('137****0004')
  })

  it('ignores a provider return this tab did not start (login CSRF), calling nothing', async () => {
    const calls = browser.jar.size
    expect(await completeOAuth(deps, 'attacker-code', 'attacker-state', 'qq')).toBeNull()
    expect(
      await loginWithTelegram(deps, { id: 42, first_name: 'Mallory', auth_date: 1_700_000_000, hash: 'f'.repeat(64) }),
    ).toBeNull()
    expect(deps.modal.state.value.showModel).toBe(false)
    expect(isSignedIn()).toBe(false)
    expect(browser.jar.size).toBe(calls)
    // A QQ marker does not let a WeChat return through either.
    sessionStorage.setItem('scorecast.oauthProvider', 'qq')
    expect(await completeOAuth(deps, 'code', 'state', 'wx')).toBeNull()
    expect(deps.modal.state.value.showModel).toBe(false)
    expect(sessionStorage.getItem('scorecast.oauthProvider')).toBeNull()
  })
})
