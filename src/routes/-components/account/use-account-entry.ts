import { useMemo } from 'react'
import { useSessionUser } from '../../../db/queries/account'
import { logout, openLogin } from '../../../streams/account/session-hooks'
import type { LoginEntryProps } from '../../../ui/layout/login-entry'

/** The header's account corner: the cached session user and the login/logout actions. */
export function useAccountEntry(): LoginEntryProps {
  const user = useSessionUser()
  return useMemo(
    () => ({
      user: user
        ? { uid: user.uid, username: user.username, avatar: user.avatar, level: user.level, gold: user.gold }
        : user,
      onLogin: () => openLogin(),
      onLogout: () => void logout(),
    }),
    [user],
  )
}
