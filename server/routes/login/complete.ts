import type { LoginResult } from '../../../protocol/auth'
import { createSession, revokeSession } from '../../auth/sessions'
import type { UserRow } from '../../auth/tables'
import { grantRole, toUser } from '../../auth/users'
import type { Database } from '../../db/client'
import type { AuthContext } from '../context'

/**
 * Logs `row` in: the caller's previous session (if any) is revoked and a new token issued — rotation at
 * every login — and sent only as the HttpOnly cookie. The result's `token` stays null: a body is readable
 * by the page's scripts, so an injected script could take the session from it.
 */
export async function completeLogin(
  db: Database,
  auth: AuthContext,
  row: UserRow,
  extra: { newUser: boolean; qqOrWechatName?: string | null; headimgurl?: string | null },
): Promise<LoginResult> {
  const now = auth.now()
  if (auth.session) await revokeSession(db, auth.session.tokenHash, now)
  if (row.mobile && auth.services.adminMobiles.has(row.mobile) && !row.roles.includes('admin')) {
    await grantRole(db, row.id, 'admin')
    row = { ...row, roles: [...row.roles, 'admin'] }
  }
  const { token } = await createSession(db, row.id, now, { ip: auth.ip, device: auth.device })
  auth.setTokenCookie(token)
  return {
    token: null,
    user: await toUser(db, row, true),
    newUser: extra.newUser,
    wxBind: true,
    accountNumber: null,
    qqOrWechatName: extra.qqOrWechatName ?? null,
    headimgurl: extra.headimgurl ?? null,
  }
}

/** A default display name for a new account: '用户' and the last four digits of the phone or Telegram id. */
export function defaultUsername(identifier: string): string {
  return `用户${identifier.slice(-4)}`
}
