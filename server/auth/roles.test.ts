import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLES, type Role } from '../../protocol/auth'
import { CALLS, type CallDef } from '../../protocol/calls'
import { fillPath } from '../../protocol/calls/call-def'
import { MESSAGES } from '../../protocol/messages'
import { callJava, loginByCode, servicesOn, testClock } from '../test-support/auth-client'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { startTestServer, type TestServer } from '../test-support/server'
import { users } from './tables'

let database: TestDatabase
let server: TestServer
const clock = testClock()
/** A token for a user holding exactly one role (besides 'user'), per role; null for the visitor. */
const tokens = new Map<Role, string | null>()

beforeAll(async () => {
  database = await openTestDatabase()
  server = await startTestServer(database.db, {}, { accounts: servicesOn(clock) })
  for (const [index, role] of ROLES.entries()) {
    if (role === 'visitor') {
      tokens.set(role, null)
      continue
    }
    const login = await loginByCode(server.url, `1590000000${index}`)
    const uid = login.user?.uid ?? 0
    if (role !== 'user')
      await database.db
        .update(users)
        .set({ roles: [role] })
        .where(eq(users.id, uid))
    tokens.set(role, login.token)
  }
}, 120_000)
afterAll(async () => {
  await server.close()
  await database.close()
})

// Logout ends the session it is called with, so it runs last.
const gated = (Object.entries(CALLS) as [string, CallDef][])
  .filter(([, call]) => call.auth !== undefined)
  .sort(([a], [b]) => Number(a === 'logout') - Number(b === 'logout'))

/** Whether the role may make the call according to its declaration. */
function allowed(call: CallDef, role: Role): boolean {
  if (role === 'visitor') return false
  if (call.auth === 'user') return true
  return call.auth?.includes(role) ?? true
}

describe('what the roles unlock', () => {
  it('lets an administrator set roles, and the new role works in the open session at once', async () => {
    const target = await loginByCode(server.url, '15811111111')
    const asAdmin = await callJava(server.url, '/user/setRoles', {
      token: tokens.get('admin') ?? null,
      body: { userId: target.user?.uid, roles: ['admin', 'expert'] },
    })
    expect(asAdmin.result).toMatchObject({ roles: ['user', 'admin', 'expert'] })
    const nowAdmin = await callJava(server.url, '/user/setRoles', {
      token: target.token,
      body: { userId: target.user?.uid, roles: [] },
    })
    expect(nowAdmin.status).toBe('success')
  })
})

describe('the role matrix', () => {
  it('covers some calls of each kind of declaration', () => {
    expect(gated.some(([, call]) => call.auth === 'user')).toBe(true)
    expect(gated.some(([, call]) => Array.isArray(call.auth))).toBe(true)
  })

  for (const [name, call] of gated) {
    it(`${name} (${call.method} ${call.path}) answers each role as declared`, async () => {
      for (const role of ROLES) {
        // Any input: the check comes before validation, so an allowed role gets past it (then maybe a 400).
        const { path, rest } = fillPath(call.path, { userId: 1, type: 'news', pageIndex: 1 })
        const reply = await callJava(server.url, path, {
          token: tokens.get(role) ?? null,
          ...(call.method === 'POST'
            ? { body: {} }
            : { query: Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])) }),
        })
        if (role === 'visitor') expect(reply, role).toMatchObject({ status: 'fail', errorCode: 3000 })
        else if (allowed(call, role)) {
          expect(reply.errorCode, `${name} as ${role}`).toBeNull()
          // A handler may still refuse on its own grounds (an anchor role without a room: 您还不是主播),
          // but never with the role check's answer.
          expect(reply.msg, `${name} as ${role}`).not.toBe(MESSAGES.noPermission.message)
        } else expect(reply, `${name} as ${role}`).toMatchObject({ status: 'fail', code: 403 })
      }
    })
  }
})
