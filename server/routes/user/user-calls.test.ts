import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CoinTransaction, User } from '../../../protocol/auth'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import type { OutboxMessage } from '../../providers/code-sender'
import { callJava, loginByCode, servicesOn, testClock } from '../../test-support/auth-client'
import { openTestDatabase, type TestDatabase } from '../../test-support/database'
import { startTestServer, type TestServer } from '../../test-support/server'

let database: TestDatabase
let server: TestServer
const clock = testClock()
let alice: { token: string; uid: number }
let bob: { token: string; uid: number }

beforeAll(async () => {
  database = await openTestDatabase()
  server = await startTestServer(database.db, {}, { accounts: servicesOn(clock) })
  const a = await loginByCode(server.url, '13200000001')
  const b = await loginByCode(server.url, '13200000002')
  alice = { token: a.token, uid: a.user?.uid ?? 0 }
  bob = { token: b.token, uid: b.user?.uid ?? 0 }
}, 60_000)
afterAll(async () => {
  await server.close()
  await database.close()
})

// A 1×1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

describe('the user calls', () => {
  it('shows private fields on your own profile only', async () => {
    const own = await callJava<User>(server.url, '/user/info', { token: alice.token })
    expect(own.result).toMatchObject({ uid: alice.uid, gold: 200, mobile: '132****0001', roles: ['user'] })
    const other = await callJava<User>(server.url, '/user/info', {
      token: alice.token,
      query: { userId: String(bob.uid) },
    })
    expect(other.result).toMatchObject({ uid: bob.uid, gold: null, mobile: null, roles: null })
    expect(await callJava(server.url, '/user/info')).toMatchObject({ errorCode: 3000 })
  })

  it('lists the coin ledger with the new-user bonus, localized', async () => {
    const gold = await callJava<{ balance: number; list: CoinTransaction[] }>(server.url, '/user/userGold', {
      token: alice.token,
    })
    expect(gold.result?.balance).toBe(200)
    expect(gold.result?.list).toEqual([
      expect.objectContaining({ change: 200, balance: 200, details: '新用户注册奖励' }),
    ])
    const english = await callJava<{ list: CoinTransaction[] }>(server.url, '/user/userGold', {
      token: alice.token,
      headers: { lan: 'en' },
    })
    expect(english.result?.list[0]?.details).not.toMatch(/auth\./)
  })

  it('follows, lists follows and fans, and unfollows', async () => {
    const follow = await callJava(server.url, '/user/followUser', {
      token: alice.token,
      query: { userId: String(bob.uid), follow: 'true' },
    })
    expect(follow.result).toEqual({ followed: true, fansCount: 1 })
    expect(
      (await callJava(server.url, '/user/hasFollowUser', { token: alice.token, query: { userId: String(bob.uid) } }))
        .result,
    ).toEqual({
      followed: true,
    })
    const fans = await callJava<{ list: { uid: number; followed: boolean }[]; total: number }>(
      server.url,
      '/user/getFollowOrFansH5',
      {
        token: bob.token,
        query: { type: 'fans' },
      },
    )
    expect(fans.result).toMatchObject({ total: 1, list: [{ uid: alice.uid, followed: false }] })
    const self = await callJava(server.url, '/user/followUser', {
      token: alice.token,
      query: { userId: String(alice.uid), follow: 'true' },
    })
    expect(self).toMatchObject({ status: 'fail', code: 400 })
    await callJava(server.url, '/user/followUser', {
      token: alice.token,
      query: { userId: String(bob.uid), follow: 'false' },
    })
    const after = await callJava<{ total: number }>(server.url, '/user/getFollowOrFansH5', {
      token: alice.token,
      query: { type: 'follow' },
    })
    expect(after.result?.total).toBe(0)
  })

  it('edits the profile and serves the avatar under a versioned URL', async () => {
    const edited = await callJava<User>(server.url, '/user/modifyUser', {
      token: alice.token,
      body: { username: '爱丽丝', signature: '你好', avatar: PNG },
    })
    expect(edited.result).toMatchObject({ username: '爱丽丝', signature: '你好' })
    const avatar = await fetch(new URL(edited.result?.avatar ?? '', server.url))
    expect(avatar.headers.get('content-type')).toBe('image/png')
    const notAnImage = await callJava(server.url, '/user/modifyUser', {
      token: alice.token,
      body: { avatar: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}` },
    })
    expect(notAnImage).toMatchObject({ status: 'fail', code: 400 })
    const tooShort = await callJava(server.url, '/user/modifyUser', { token: alice.token, body: { username: 'a' } })
    expect(tooShort).toMatchObject({ status: 'fail', code: 400 })
    // Names and signatures are public: no contact details (§5), with the chat's message; nothing changes.
    for (const body of [{ username: 'vx abc123456' }, { signature: '合作 13800138000' }]) {
      const refused = await callJava(server.url, '/user/modifyUser', { token: alice.token, body })
      expect(refused, JSON.stringify(body)).toMatchObject({
        status: 'fail',
        code: 400,
        errorMsg: LIVE_MESSAGES.chatNonCompliant.message,
      })
    }
    const unchanged = await callJava<User>(server.url, '/user/info', { token: alice.token })
    expect(unchanged.result).toMatchObject({ username: '爱丽丝', signature: '你好' })
    // A larger-than-allowed canvas in a tiny file is refused (browsers would have to decode it).
    const huge = Buffer.from(PNG.split(',')[1] ?? '', 'base64')
    huge.writeUInt32BE(60_000, 16)
    const hugeAvatar = await callJava(server.url, '/user/modifyUser', {
      token: alice.token,
      body: { avatar: `data:image/png;base64,${huge.toString('base64')}` },
    })
    expect(hugeAvatar).toMatchObject({ status: 'fail', code: 400 })
  })

  it('answers user content by path parameters', async () => {
    const list = await callJava(server.url, `/user/${bob.uid}/news/1`)
    expect(list.result).toEqual({ list: [], total: 0 })
    expect(await callJava(server.url, '/user/999999/news/1')).toMatchObject({ code: 404 })
    expect(await callJava(server.url, `/user/${bob.uid}/nonsense/1`)).toMatchObject({ code: 400 })
  })

  it('saves preferences and records a deletion request', async () => {
    const prefs = {
      locale: 'en',
      favouriteGames: [1, 202],
      notifications: { matchStart: false, followedAnchorLive: true, planPublished: true },
    }
    await callJava(server.url, '/user/saveUserDataStatus', { token: bob.token, body: prefs })
    expect((await callJava(server.url, '/user/getUserDataStatus', { token: bob.token })).result).toEqual(prefs)
    const deletion = await callJava<{ requestedAt: number }>(server.url, '/user/requestAccountDeletion', {
      token: bob.token,
      body: { reason: 'bye' },
    })
    expect(deletion.result?.requestedAt).toBe(clock.now())
  })

  it('binds an email with a code from the dev email outbox', async () => {
    const sent = await callJava(server.url, '/login/sendEmailCode', {
      token: alice.token,
      body: { email: 'Alice@Example.com' },
    })
    expect(sent.status).toBe('success')
    const outbox = (await (await fetch(`${server.url}/java/dev/email?email=alice@example.com`)).json()) as {
      messages: OutboxMessage[]
    }
    const code = outbox.messages[0]?.code ?? ''
    const bound = await callJava<User>(server.url, '/login/bindEmail', {
      token: alice.token,
      body: { email: 'alice@example.com', checkCode: code },
    })
    expect(bound.result?.email).toBe('a***@example.com')
    const invalid = await callJava(server.url, '/login/sendEmailCode', {
      token: alice.token,
      body: { email: 'not-an-email' },
    })
    expect(invalid).toMatchObject({ code: 400, errorMsg: '邮箱格式错误' })
  })
})
