import 'fake-indexeddb/auto'
import { BehaviorSubject } from 'rxjs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CallResult } from '../../../protocol/calls'
import { failure, success } from '../../../protocol/envelope'
import { ApiClient } from '../../api/client'
import { sendJson, startTestServer } from '../../api/test-server'
import { ScorecastDB } from '../../db/database'
import { initialConnection } from '../core/connection'
import { chatRoles$ } from './live-room-hooks'

type Roles = CallResult<'chatRoles'>
const roles = (owner: boolean): Roles => ({
  owner,
  moderator: false,
  muted: false,
  mutedUntil: null,
  level: 1,
  keywords: owner ? ['广告'] : null,
})

let db: ScorecastDB
let n = 0
const cleanups: (() => unknown)[] = []
beforeEach(async () => {
  db = new ScorecastDB(`chat-roles-${n++}`)
  await db.open()
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  await db.delete()
})

const signIn = (uid: string) => db.session.put({ id: 'current', uid, nickname: uid, avatar: null, savedAt: 1 })

/** Follows chatRoles$ for room 7 against a server answering as `answer` says; `until` waits for a value or a call. */
async function follow(answer: () => Roles | null) {
  const seen: (Roles | null)[] = []
  const waiting: (() => void)[] = []
  const server = await startTestServer((_request, response) => {
    const reply = answer()
    sendJson(response, reply ? success(reply) : failure(404, '直播间不存在'))
    for (const wake of waiting.splice(0)) wake()
  })
  cleanups.push(server.close)
  const deps = {
    db,
    api: new ApiClient({ baseUrl: server.origin }),
    connection: new BehaviorSubject(initialConnection(true)),
  }
  const subscription = chatRoles$(deps, 7).subscribe((value) => {
    seen.push(value)
    for (const wake of waiting.splice(0)) wake()
  })
  cleanups.push(() => subscription.unsubscribe())
  const until = async (test: (last: Roles | null | undefined) => boolean): Promise<void> => {
    while (!test(seen.at(-1))) await new Promise<void>((resolve) => waiting.push(resolve))
  }
  return { seen, until, asked: () => server.seen.length }
}

describe('chatRoles$', () => {
  it('is null for a visitor, asks once someone logs in, and asks again for the next user', async () => {
    let owner = true
    const roomRoles = await follow(() => roles(owner))
    await roomRoles.until((last) => last === null)
    expect(roomRoles.asked()).toBe(0)

    await signIn('anchor')
    await roomRoles.until((last) => last?.owner === true)
    expect(roomRoles.seen.at(-1)?.keywords).toEqual(['广告'])

    owner = false
    await signIn('viewer')
    // The anchor's standing goes at once (null), then the viewer's comes.
    await roomRoles.until((last) => last?.owner === false)
    expect(roomRoles.seen.slice(-2)).toEqual([null, roles(false)])

    await db.session.delete('current')
    await roomRoles.until((last) => last === null)
    expect(roomRoles.asked()).toBe(2)
  })

  it('stays null when the server refuses, and asks again for the next user', async () => {
    let refuse = true
    await signIn('viewer')
    const roomRoles = await follow(() => (refuse ? null : roles(false)))
    await roomRoles.until(() => roomRoles.asked() === 1)
    refuse = false
    await signIn('viewer-2')
    await roomRoles.until((last) => last?.owner === false)
    // Nothing but null before the answer the server gave.
    expect(roomRoles.seen.slice(0, -1).every((value) => value === null)).toBe(true)
    expect(roomRoles.asked()).toBe(2)
  })
})
