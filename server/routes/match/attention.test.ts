import { describe, expect, it } from 'vitest'
import { MAX_FOLLOWED_MATCHES } from '../../../protocol/calls/match-attention'
import { ERROR_CODES } from '../../../protocol/constants'
import { sessions, users } from '../../auth/tables'
import { hashSecret } from '../../crypto/secrets'
import type { Database } from '../../db/client'
import { matchAttention } from '../../matches/attention'
import { callOf, resultOf } from '../../test-support/http-client'
import { addLeague, addMatches } from '../../test-support/match-fixtures'
import { withTestServer } from '../../test-support/server'

const HOUR = 3_600_000
const start = Date.parse('2026-11-22T10:00:00Z')

/** A user with a session whose token is `token`, expiring at `expiresAt`. */
async function userWithToken(db: Database, token: string, expiresAt = Date.now() + HOUR): Promise<number> {
  const [user] = await db.insert(users).values({ username: token, createdAt: Date.now() }).returning({ id: users.id })
  if (!user) throw new Error('no user')
  const now = Date.now()
  await db
    .insert(sessions)
    .values({ tokenHash: hashSecret(token), userId: user.id, createdAt: now, lastSeenAt: now, expiresAt })
  return user.id
}

const server = withTestServer({
  prepare: async (db) => {
    await addLeague(db, 'lpl', 1, 2)
    const pair = { gameId: 1, leagueId: 'lpl', home: 'lpl-1', guest: 'lpl-2' }
    await addMatches(db, [
      { ...pair, id: 'b', startTime: start + HOUR },
      { ...pair, id: 'a', startTime: start, status: 'live' },
    ])
    await userWithToken(db, 'alice-token')
    await userWithToken(db, 'bob-token')
    await userWithToken(db, 'old-token', Date.now() - 1)
  },
})

const as = (token: string) => ({ token })

describe('POST /match/attention', () => {
  it('needs a valid session: errorCode 3000 without or with an unknown token, 3001 when it expired', async () => {
    const invalid = { status: 'fail', errorCode: ERROR_CODES.sessionInvalid, errorMsg: '登录已失效，请重新登录' }
    expect(await callOf(server.url, 'attention', { matchId: 'a' })).toMatchObject(invalid)
    expect(await callOf(server.url, 'attention', { matchId: 'a' }, as('forged'))).toMatchObject(invalid)
    expect(await callOf(server.url, 'attentionList', {})).toMatchObject(invalid)
    expect(await callOf(server.url, 'attention', { matchId: 'a' }, as('old-token'))).toMatchObject({
      errorCode: ERROR_CODES.sessionExpired,
    })
  })

  it('follows and unfollows idempotently, counting followers and listing in start order', async () => {
    const follow = (token: string, matchId: string, follow = true) =>
      resultOf(server.url, 'attention', { matchId, follow }, as(token))
    expect(await follow('alice-token', 'b')).toEqual({ matchId: 'b', followed: true, followers: 1 })
    expect(await follow('alice-token', 'b')).toEqual({ matchId: 'b', followed: true, followers: 1 })
    expect(await follow('bob-token', 'b')).toEqual({ matchId: 'b', followed: true, followers: 2 })
    await follow('alice-token', 'a')
    const list = await resultOf(server.url, 'attentionList', {}, as('alice-token'))
    expect(list.map((m) => m.id)).toEqual(['a', 'b'])
    expect(list[0]).toMatchObject({ status: 'live', home: { id: 'lpl-1' } })
    expect(await follow('alice-token', 'b', false)).toEqual({ matchId: 'b', followed: false, followers: 1 })
    expect(await follow('alice-token', 'b', false)).toEqual({ matchId: 'b', followed: false, followers: 1 })
    expect((await resultOf(server.url, 'attentionList', {}, as('alice-token'))).map((m) => m.id)).toEqual(['a'])
    expect((await resultOf(server.url, 'attentionList', {}, as('bob-token'))).map((m) => m.id)).toEqual(['b'])
  })

  it('refuses an unknown match and bad input, and lets an unknown one be unfollowed', async () => {
    expect(await callOf(server.url, 'attention', { matchId: 'nope' }, as('bob-token'))).toMatchObject({
      code: 404,
      errorMsg: '比赛不存在',
    })
    expect(await callOf(server.url, 'attention', { matchId: '' }, as('bob-token'))).toMatchObject({ code: 400 })
    expect(await callOf(server.url, 'attention', { matchId: 'a', follow: 'yes' }, as('bob-token'))).toMatchObject({
      code: 400,
    })
    expect(await resultOf(server.url, 'attention', { matchId: 'nope', follow: false }, as('bob-token'))).toEqual({
      matchId: 'nope',
      followed: false,
      followers: 0,
    })
  })

  it(`stops at ${MAX_FOLLOWED_MATCHES} followed matches`, async () => {
    const db = server.db
    const fan = await userWithToken(db, 'fan-token')
    const many = Array.from({ length: MAX_FOLLOWED_MATCHES }, (_, i) => ({
      id: `m${i}`,
      gameId: 1,
      leagueId: 'lpl',
      home: 'lpl-1',
      guest: 'lpl-2',
      startTime: start + i,
    }))
    await addMatches(db, many)
    // All but the last straight into the table; the last through the call, which must still accept it.
    await db.insert(matchAttention).values(many.slice(1).map((m) => ({ userId: fan, matchId: m.id, createdAt: start })))
    expect(await resultOf(server.url, 'attention', { matchId: 'm0' }, as('fan-token'))).toMatchObject({
      followed: true,
    })
    expect(await callOf(server.url, 'attention', { matchId: 'a' }, as('fan-token'))).toMatchObject({
      code: 400,
      errorMsg: '关注的比赛已达上限',
    })
    // Following one already followed is still fine at the limit.
    expect(await resultOf(server.url, 'attention', { matchId: 'm0' }, as('fan-token'))).toMatchObject({
      followed: true,
    })
  })
})
