import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../../protocol/live'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import type { ChatSendReply } from '../../../protocol/socket'
import { insertRoom, insertUser } from '../../chat/test-fixtures'
import { chatMutes, liveRooms } from '../../live/tables'
import { callJava } from '../../test-support/auth-client'
import { type ChatClient, connectChatClient } from '../../test-support/chat-client'
import { withTestServer } from '../../test-support/server'

type Client = ChatClient
type User = Awaited<ReturnType<typeof insertUser>>

const clients: Client[] = []

const server = withTestServer()
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect()
})

/** A connected client (logged in when a token is given) with every chat line it was pushed. */
const client = (token: string | null = null) => connectChatClient(server.url, token, clients)

async function watch(roomId: number, token: string | null = null) {
  const watcher = await client(token)
  expect(await watcher.socket.timeout(2000).emitWithAck('subscribe', { rooms: [`live:${roomId}`] })).toEqual({
    ok: true,
  })
  return watcher
}

let clientIds = 0
function send(socket: Client, roomId: number, text: string): Promise<ChatSendReply> {
  clientIds += 1
  return socket.timeout(2000).emitWithAck('chat:send', { roomId, text, clientId: `c${clientIds}` })
}

/** A room of a fresh anchor; the chat rules as given. */
async function room(change: Parameters<typeof insertRoom>[2] = {}): Promise<{ roomId: number; anchor: User }> {
  const anchor = await insertUser(server.db, { username: '主播' })
  return { roomId: await insertRoom(server.db, anchor.uid, change), anchor }
}

const refused = (message: { id: string }) => ({ ok: false, error: message.id })

describe('chat:send rules', () => {
  it('asks visitors to log in', async () => {
    const { roomId } = await room()
    const visitor = await client()
    expect(await send(visitor.socket, roomId, '你好')).toEqual(refused(LIVE_MESSAGES.chatLoginRequired))
  })

  it('takes the session from auth after a login and drops it after a logout', async () => {
    const { roomId } = await room()
    const user = await insertUser(server.db)
    const socket = (await client()).socket
    expect(await socket.timeout(2000).emitWithAck('auth', { token: user.token })).toEqual({ uid: user.uid })
    expect(await send(socket, roomId, '登录了')).toMatchObject({ ok: true })
    expect(await socket.timeout(2000).emitWithAck('auth', { token: null })).toEqual({ uid: null })
    expect(await send(socket, roomId, '退出了')).toEqual(refused(LIVE_MESSAGES.chatLoginRequired))
    expect(await socket.timeout(2000).emitWithAck('auth', { token: 'not-a-session' })).toEqual({ uid: null })
  })

  it('refuses a room that does not exist', async () => {
    const user = await insertUser(server.db)
    expect(await send((await client(user.token)).socket, 99_999, '有人吗')).toEqual(refused(LIVE_MESSAGES.roomNotFound))
  })

  it('refuses while the chat is closed', async () => {
    const { roomId } = await room({ chatOpen: false })
    const user = await insertUser(server.db)
    expect(await send((await client(user.token)).socket, roomId, '开门')).toEqual(refused(LIVE_MESSAGES.chatClosed))
  })

  it('refuses muted users until the mute is over', async () => {
    const { roomId, anchor } = await room()
    const forever = await insertUser(server.db)
    const lapsed = await insertUser(server.db)
    const now = Date.now()
    await server.db.insert(chatMutes).values([
      { roomId, userId: forever.uid, until: null, byUserId: anchor.uid, at: now },
      { roomId, userId: lapsed.uid, until: now - 1000, byUserId: anchor.uid, at: now - 60_000 },
    ])
    expect(await send((await client(forever.token)).socket, roomId, '嗯')).toEqual(refused(LIVE_MESSAGES.chatMuted))
    expect(await send((await client(lapsed.token)).socket, roomId, '嗯')).toMatchObject({ ok: true })
  })

  it('refuses users below the room’s level, but not its anchor', async () => {
    const { roomId, anchor } = await room({ chatMinLevel: 3 })
    const low = await insertUser(server.db, { level: 2 })
    const high = await insertUser(server.db, { level: 3 })
    expect(await send((await client(low.token)).socket, roomId, '嗯')).toEqual(refused(LIVE_MESSAGES.chatLevelTooLow))
    expect(await send((await client(high.token)).socket, roomId, '嗯')).toMatchObject({ ok: true })
    expect(await send((await client(anchor.token)).socket, roomId, '欢迎')).toMatchObject({ ok: true })
  })

  it('refuses empty lines', async () => {
    const { roomId } = await room()
    const user = await insertUser(server.db)
    expect(await send((await client(user.token)).socket, roomId, ' \n\t ')).toEqual(refused(LIVE_MESSAGES.chatEmpty))
  })

  it('refuses lines over 50 characters, counted in code points', async () => {
    const { roomId } = await room()
    const user = await insertUser(server.db)
    const socket = (await client(user.token)).socket
    expect(await send(socket, roomId, '好'.repeat(51))).toEqual(refused(LIVE_MESSAGES.chatTooLong))
    expect(await send(socket, roomId, 'x'.repeat(500))).toEqual(refused(LIVE_MESSAGES.chatTooLong))
    // 50 emoji are 100 UTF-16 units but 50 characters.
    expect(await send(socket, roomId, `  ${'😀'.repeat(50)}  `)).toMatchObject({ ok: true })
  })

  it('refuses contact details and adverts, from the anchor too', async () => {
    const { roomId, anchor } = await room()
    const user = await insertUser(server.db)
    const socket = (await client(user.token)).socket
    for (const text of ['加我微信 abc12345', 'qq 12345678', '138 0013 8000', 'www.example.com', '专业代练']) {
      expect(await send(socket, roomId, text)).toEqual(refused(LIVE_MESSAGES.chatNonCompliant))
    }
    expect(await send((await client(anchor.token)).socket, roomId, '看 x.com')).toEqual(
      refused(LIVE_MESSAGES.chatNonCompliant),
    )
  })

  it('refuses the room’s blocked keywords', async () => {
    const { roomId } = await room({ keywords: ['黑幕'] })
    const user = await insertUser(server.db)
    expect(await send((await client(user.token)).socket, roomId, '这是黑 幕吧')).toEqual(
      refused(LIVE_MESSAGES.chatKeyword),
    )
  })

  it('holds users to the slow mode, but not moderators', async () => {
    const { roomId, anchor } = await room({ slowModeSeconds: 10 })
    const user = await insertUser(server.db)
    const moderator = await insertUser(server.db)
    expect(
      await callJava(server.url, '/live/moderate', {
        token: anchor.token,
        body: { roomId, action: 'addModerator', uid: moderator.uid },
      }),
    ).toMatchObject({ status: 'success' })
    const socket = (await client(user.token)).socket
    expect(await send(socket, roomId, '第一句')).toMatchObject({ ok: true })
    expect(await send(socket, roomId, '第二句')).toEqual(refused(LIVE_MESSAGES.chatTooFast))
    const moderating = (await client(moderator.token)).socket
    expect(await send(moderating, roomId, '一')).toMatchObject({ ok: true })
    expect(await send(moderating, roomId, '二')).toMatchObject({ ok: true })
  })

  it('stops a flood: at most 5 lines per 3 s per user', async () => {
    const { roomId } = await room()
    const user = await insertUser(server.db)
    const socket = (await client(user.token)).socket
    const replies = []
    for (let i = 1; i <= 6; i++) replies.push(await send(socket, roomId, `第${i}句`))
    expect(replies.slice(0, 5).every((reply) => reply.ok)).toBe(true)
    expect(replies[5]).toEqual(refused(LIVE_MESSAGES.chatTooFast))
  })

  it('answers a malformed payload without storing anything', async () => {
    const user = await insertUser(server.db)
    const socket = (await client(user.token)).socket
    const reply = await socket.timeout(2000).emitWithAck('chat:send', { roomId: 'x' } as never)
    expect(reply).toEqual(refused(LIVE_MESSAGES.serverError))
  })
})

describe('chat lines', () => {
  it('pushes an accepted line to the room with the next seq, text verbatim (never HTML)', async () => {
    const { roomId } = await room()
    const author = await insertUser(server.db, { username: '<b>阿强</b>', level: 4 })
    const watcher = await watch(roomId)
    const outsider = await watch(roomId + 1000)
    const xss = `<img src=x onerror="alert('x')"><b>&amp;</b>`
    const reply = await send((await client(author.token)).socket, roomId, `  ${xss}  `)
    expect(reply).toEqual({ ok: true, seq: 1 })
    await expect.poll(() => watcher.lines.length).toBe(1)
    expect(watcher.lines[0]).toMatchObject({
      roomId,
      seq: 1,
      kind: 'chat',
      uid: author.uid,
      username: '<b>阿强</b>',
      level: 4,
      text: xss,
      params: null,
      removes: null,
    })
    const history = await callJava<{ list: ChatMessage[]; lastSeq: number }>(server.url, '/live/chat', {
      query: { roomId: String(roomId) },
    })
    expect(history.result?.list.map((line) => line.text)).toEqual([xss])
    expect(outsider.lines).toEqual([])
  })

  it('numbers lines without gaps and returns what a disconnected client missed, in order', async () => {
    const { roomId } = await room()
    const watcher = await watch(roomId)
    const authors = await Promise.all([1, 2, 3].map(() => insertUser(server.db)))
    const sockets = await Promise.all(authors.map(async (a) => (await client(a.token)).socket))
    // Concurrent senders: seqs still come out 1…n without gaps.
    const first = await Promise.all(sockets.map((socket, i) => send(socket, roomId, `在线${i}`)))
    expect(first.map((reply) => (reply.ok ? reply.seq : 0)).sort()).toEqual([1, 2, 3])
    await expect.poll(() => watcher.lines.length).toBe(3)
    expect(watcher.lines.map((line) => line.seq)).toEqual([1, 2, 3])
    const lastSeen = watcher.lines.at(-1)?.seq ?? 0
    watcher.socket.disconnect()

    for (const [i, socket] of sockets.entries())
      expect(await send(socket, roomId, `离线${i}`)).toMatchObject({ ok: true })
    const missed = await callJava<{ list: ChatMessage[]; lastSeq: number }>(server.url, '/live/chat', {
      query: { roomId: String(roomId), afterSeq: String(lastSeen) },
    })
    expect(missed.result?.list.map((line) => [line.seq, line.text])).toEqual([
      [4, '离线0'],
      [5, '离线1'],
      [6, '离线2'],
    ])
    expect(missed.result?.lastSeq).toBe(6)
  })
})

describe('moderation', () => {
  it('mutes and unmutes a user, with immediate effect', async () => {
    const { roomId, anchor } = await room()
    const user = await insertUser(server.db)
    const socket = (await client(user.token)).socket
    const moderate = (body: object) => callJava(server.url, '/live/moderate', { token: anchor.token, body })
    expect(await moderate({ roomId, action: 'mute', uid: user.uid, minutes: 10 })).toMatchObject({ status: 'success' })
    expect(await send(socket, roomId, '说话')).toEqual(refused(LIVE_MESSAGES.chatMuted))
    const roles = await callJava(server.url, '/live/chatRoles', {
      token: user.token,
      query: { roomId: String(roomId) },
    })
    expect(roles.result).toMatchObject({ owner: false, moderator: false, muted: true, level: 1 })
    expect((roles.result as { mutedUntil: number }).mutedUntil).toBeGreaterThan(Date.now() + 9 * 60_000)
    expect(await moderate({ roomId, action: 'unmute', uid: user.uid })).toMatchObject({ status: 'success' })
    expect(await send(socket, roomId, '又能说了')).toMatchObject({ ok: true })
  })

  it('removes lines with a removal line that lists them; history keeps their place without their words', async () => {
    const { roomId, anchor } = await room()
    const user = await insertUser(server.db)
    const watcher = await watch(roomId)
    const socket = (await client(user.token)).socket
    const a = await send(socket, roomId, '不好的话')
    const b = await send(socket, roomId, '正常的话')
    expect(a.ok && b.ok).toBe(true)
    const removed = await callJava(server.url, '/live/moderate', {
      token: anchor.token,
      body: { roomId, action: 'remove', seqs: [1, 99] },
    })
    expect(removed).toMatchObject({ status: 'success' })
    await expect.poll(() => watcher.lines.length).toBe(3)
    expect(watcher.lines[2]).toMatchObject({ seq: 3, kind: 'removal', uid: anchor.uid, removes: [1] })
    const history = await callJava<{ list: ChatMessage[] }>(server.url, '/live/chat', {
      query: { roomId: String(roomId) },
    })
    expect(history.result?.list.map((line) => [line.seq, line.kind, line.text])).toEqual([
      [1, 'chat', ''],
      [2, 'chat', '正常的话'],
      [3, 'removal', ''],
    ])
  })

  it('refuses others: viewers cannot moderate, moderators cannot appoint or mute the anchor', async () => {
    const { roomId, anchor } = await room()
    const viewer = await insertUser(server.db)
    const moderator = await insertUser(server.db)
    const call = (token: string, body: object) => callJava(server.url, '/live/moderate', { token, body })
    const notModerator = { status: 'fail', code: 403, errorMsg: LIVE_MESSAGES.notModerator.message }
    expect(await call(viewer.token, { roomId, action: 'mute', uid: anchor.uid, minutes: 0 })).toMatchObject(
      notModerator,
    )
    expect(await call(viewer.token, { roomId, action: 'remove', seqs: [1] })).toMatchObject(notModerator)
    expect(await call(anchor.token, { roomId, action: 'addModerator', uid: moderator.uid })).toMatchObject({
      status: 'success',
    })
    expect(await call(moderator.token, { roomId, action: 'addModerator', uid: viewer.uid })).toMatchObject(notModerator)
    expect(await call(moderator.token, { roomId, action: 'mute', uid: anchor.uid, minutes: 5 })).toMatchObject(
      notModerator,
    )
    expect(await call(moderator.token, { roomId, action: 'mute', uid: viewer.uid, minutes: 5 })).toMatchObject({
      status: 'success',
    })
    const roles = await callJava(server.url, '/live/chatRoles', {
      token: moderator.token,
      query: { roomId: String(roomId) },
    })
    expect(roles.result).toMatchObject({ owner: false, moderator: true, muted: false, mutedUntil: null, keywords: [] })
    const visitor = await callJava(server.url, '/live/chatRoles', { query: { roomId: String(roomId) } })
    expect(visitor.result).toEqual({
      owner: false,
      moderator: false,
      muted: false,
      mutedUntil: null,
      level: null,
      keywords: null,
    })
    expect(await call(viewer.token, { roomId: 99_999, action: 'unmute', uid: viewer.uid })).toMatchObject({
      code: 404,
    })
  })

  it('lets moderators set slow mode and keywords, which apply at once and bump the room version', async () => {
    const { roomId, anchor } = await room()
    const moderator = await insertUser(server.db)
    const user = await insertUser(server.db)
    const call = (body: object) => callJava(server.url, '/live/moderate', { token: anchor.token, body })
    expect(await call({ roomId, action: 'addModerator', uid: moderator.uid })).toMatchObject({ status: 'success' })
    const rules = await callJava(server.url, '/live/moderate', {
      token: moderator.token,
      body: { roomId, action: 'rules', slowModeSeconds: 30, keywords: ['菜鸡'] },
    })
    expect(rules).toMatchObject({ status: 'success' })
    const [row] = await server.db.select().from(liveRooms).where(eq(liveRooms.id, roomId))
    expect(row).toMatchObject({ slowModeSeconds: 30, keywords: ['菜鸡'], version: 2 })
    const socket = (await client(user.token)).socket
    expect(await send(socket, roomId, '菜 鸡')).toEqual(refused(LIVE_MESSAGES.chatKeyword))
    expect(await send(socket, roomId, '好球')).toMatchObject({ ok: true })
    expect(await send(socket, roomId, '再来')).toEqual(refused(LIVE_MESSAGES.chatTooFast))
  })
})

describe('viewers', () => {
  it('counts the sockets in a room, writes the count and pushes it', async () => {
    const { roomId } = await room()
    const counts: number[] = []
    const first = await watch(roomId)
    first.socket.on('live:viewers', (event) => {
      if (event.roomId === roomId) counts.push(event.viewers)
    })
    await watch(roomId)
    await expect.poll(() => counts.at(-1), { timeout: 8000 }).toBe(2)
    const [row] = await server.db.select().from(liveRooms).where(eq(liveRooms.id, roomId))
    expect(row?.viewers).toBe(2)
    clients.at(-1)?.disconnect()
    await expect.poll(() => counts.at(-1), { timeout: 8000 }).toBe(1)
  }, 20_000)
})
