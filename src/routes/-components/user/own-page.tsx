import type { ReactNode } from 'react'
import type { User } from '../../../../protocol/auth'
import { useSessionUser } from '../../../db/queries/account'
import { useOwnProfileInterest } from '../../../streams/account/account-interest'
import { openLogin } from '../../../streams/account/session-hooks'
import { LoginPrompt } from '../../../ui/user/login-prompt'
import { UserLayout, type UserMenuKey } from '../../../ui/user/user-layout'

type Props = { active: UserMenuKey; children: (user: User) => ReactNode }

/**
 * A page of the logged-in user's own area: visitors see the login prompt (§6: their role lacks it); the
 * user's profile is refreshed from the server while the page is open.
 */
export function OwnPage({ active, children }: Props) {
  const user = useSessionUser()
  // A background refresh: offline, the page shows the cached profile and the shell's banner says so.
  useOwnProfileInterest(user ? user.uid : null)
  if (user === undefined) return <UserLayout active={active}>{null}</UserLayout>
  if (user === null) return <LoginPrompt onLogin={() => openLogin()} />
  return (
    <UserLayout active={active} roles={user.roles ?? []}>
      {children(user)}
    </UserLayout>
  )
}
