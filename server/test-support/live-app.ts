import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import type { Role } from '../../protocol/auth'
import type { Envelope } from '../../protocol/envelope'
import type { ChatMessage, Leaderboard, LiveRoom } from '../../protocol/live'
import { buildApp } from '../app'
import { recordVerifiedIdentity } from '../auth/identity'
import { createSession } from '../auth/sessions'
import { users } from '../auth/tables'
import { grantRole } from '../auth/users'
import { loadConfig } from '../config'
import type { Database } from '../db/client'
import { move } from '../ledger/ledger'
import type { LivePublisher } from '../realtime/live-publisher'
import { createAccountServices } from '../routes/services'
import { type TestClock, testClock } from './auth-client'

// The live suites' harness: the real app on a test database, called with app.inject (no port), on a clock
// the test moves, with a publisher that records what would have been pushed.

export type Pushes = { rooms: LiveRoom[]; chats: ChatMessage[]; boards: Leaderboard[] }
export type TestUser = { uid: number; token: string; mobile: string }
type CallOptions = { token?: string; body?: unknown; query?: Record<string, string | number> }

export type LiveTestApp = {
  app: FastifyInstance
  clock: TestClock
  pushes: Pushes
  call<T = unknown>(path: string, options?: CallOptions): Promise<Envelope<T>>
  /**
   * A user with a session; `gold` coins credited through the ledger, `roles` granted; a verified adult unless
   * `identity` says otherwise (GIFTING_RULES lets only those spend).
   */
  user(options?: { gold?: number; roles?: Role[]; identity?: 'adult' | 'minor' | 'none' }): Promise<TestUser>
  /** A user who applied and was passed by `admin`: an anchor with a room. */
  anchor(admin: TestUser, options?: { gameId?: number }): Promise<TestUser & { roomId: number }>
  close(): Promise<void>
}

function recordingPublisher(pushes: Pushes): LivePublisher {
  return {
    room: (room) => void pushes.rooms.push(room),
    chat: (message) => void pushes.chats.push(message),
    leaderboard: (board) => void pushes.boards.push(board),
    viewers: () => undefined,
    sessionChanged: () => undefined,
    onSessionChange: () => undefined,
    chatRulesChanged: () => undefined,
    onChatRulesChange: () => undefined,
  }
}

/** `env` adds to the test configuration (GIFTING_RULES, spend limits…). */
export async function startLiveTestApp(db: Database, env: Record<string, string> = {}): Promise<LiveTestApp> {
  const clock = testClock()
  const pushes: Pushes = { rooms: [], chats: [], boards: [] }
  const config = loadConfig({
    NODE_ENV: 'test',
    STATIC_DIR: mkdtempSync(join(tmpdir(), 'scorecast-static-')),
    ...env,
  })
  const app = await buildApp({
    db,
    config,
    log: pino({ level: 'silent' }),
    accounts: createAccountServices(config, clock.now),
    live: recordingPublisher(pushes),
  })
  let usersMade = 0

  const call = async <T>(path: string, options: CallOptions = {}): Promise<Envelope<T>> => {
    const response = await app.inject({
      method: options.body === undefined ? 'GET' : 'POST',
      url: `/java${path}`,
      query: Object.fromEntries(Object.entries(options.query ?? {}).map(([key, value]) => [key, String(value)])),
      headers: { systype: 'PC', ...(options.token && { token: options.token }) },
      ...(options.body !== undefined && { payload: options.body as object }),
    })
    return response.json<Envelope<T>>()
  }

  const user: LiveTestApp['user'] = async ({ gold = 0, roles = [], identity = 'adult' } = {}) => {
    usersMade += 1
    const mobile = `139${String(usersMade).padStart(8, '0')}`
    const [row] = await db
      .insert(users)
      .values({ mobile, username: `用户${usersMade}`, createdAt: clock.now() })
      .returning({ id: users.id })
    if (!row) throw new Error('user insert returned nothing')
    if (gold > 0)
      await db.transaction((tx) =>
        move(tx, { userId: row.id, amount: gold, kind: 'adjustment', details: 'test', idempotencyKey: 'seed', at: 1 }),
      )
    for (const role of roles) await grantRole(db, row.id, role)
    if (identity !== 'none') {
      // Born 30 years (an adult) or 10 years (a minor) before the test clock's day.
      const year = new Date(clock.now()).getUTCFullYear() - (identity === 'adult' ? 30 : 10)
      await recordVerifiedIdentity(db, row.id, `${year}-01-01`, clock.now())
    }
    const { token } = await createSession(db, row.id, clock.now())
    return { uid: row.id, token, mobile }
  }

  const anchor: LiveTestApp['anchor'] = async (admin, { gameId = 1 } = {}) => {
    const applicant = await user()
    const applied = await call(`/anchor/application`, {
      token: applicant.token,
      body: {
        realName: '张三',
        birthDate: '1990-05-01',
        mobile: applicant.mobile,
        gameId,
        shortIntro: '专业解说',
        acceptRules: true,
      },
    })
    if (applied.status !== 'success') throw new Error(`application failed: ${applied.errorMsg}`)
    const passed = await call<{ roomId: number }>('/admin/anchor/review', {
      token: admin.token,
      body: { uid: applicant.uid, decision: 'pass' },
    })
    const roomId = passed.result?.roomId
    if (!roomId) throw new Error(`review failed: ${passed.errorMsg}`)
    return { ...applicant, roomId }
  }

  return { app, clock, pushes, call, user, anchor, close: () => app.close() }
}
