import type { ReactNode } from 'react'
import type { Role } from '../../../protocol/auth'
import { useSessionUser } from '../../db/queries/account'
import { openLogin } from '../../streams/account/session-hooks'
import { NoPermissionPage } from '../../ui/status/status-page'
import { LoginPrompt } from '../../ui/user/login-prompt'

type Props = { roles: readonly Role[]; children: ReactNode }

/**
 * A page for some roles only (§6: anchor, creator, channel areas). Visitors are asked to log in; a user
 * without any of the roles sees the no-permission page. The server checks the same roles on every call,
 * so this only spares the user a page of refusals.
 */
export function RoleGate({ roles, children }: Props) {
  const user = useSessionUser()
  if (user === undefined) return null
  if (user === null) return <LoginPrompt onLogin={() => openLogin()} />
  const held = user.roles ?? []
  if (!held.includes('admin') && !roles.some((role) => held.includes(role))) return <NoPermissionPage />
  return <>{children}</>
}
