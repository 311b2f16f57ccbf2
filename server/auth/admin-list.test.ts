import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { callJava, loginByCode } from '../test-support/auth-client'
import { withTestServer } from '../test-support/server'
import { users } from './tables'
import { revokeUnlistedAdmins } from './users'

// The administrator role comes from ADMIN_MOBILES alone: a phone taken off the list loses it at the next
// start, and its open sessions with it.

const LISTED = '15900001111'
const server = withTestServer({ env: { ADMIN_MOBILES: `${LISTED},15900002222` } })

const rolesOf = async (uid: number) =>
  (await server.db.select({ roles: users.roles }).from(users).where(eq(users.id, uid)))[0]?.roles ?? []

describe('ADMIN_MOBILES', () => {
  it('grants the role at login, and a start without the phone takes it back from its open session', async () => {
    const admin = await loginByCode(server.url, LISTED)
    const uid = admin.user?.uid ?? 0
    expect(await rolesOf(uid)).toContain('admin')
    const staffCall = () => callJava(server.url, '/admin/anchor/applications', { token: admin.token })
    expect((await staffCall()).code).not.toBe(403)

    // Still listed: kept. Off the list (or no list at all): removed, other roles kept.
    await server.db
      .update(users)
      .set({ roles: ['admin', 'expert'] })
      .where(eq(users.id, uid))
    expect(await revokeUnlistedAdmins(server.db, new Set([LISTED]))).toEqual([])
    expect(await revokeUnlistedAdmins(server.db, new Set(['15900002222']))).toEqual([uid])
    expect(await rolesOf(uid)).toEqual(['expert'])
    expect((await staffCall()).code).toBe(403)
  })
})
