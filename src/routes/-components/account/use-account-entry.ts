import { useMemo } from 'react'
import { useSessionUser } from '../../../db/queries/account'
import { openLogin } from '../../../streams/account/open-login'
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
      // The account actions load apart from the entry (they bring the account calls' schemas): a logout
      // waits for them, once.
      onLogout: () => void import('../../../streams/account/session-hooks').then(({ logout }) => logout()),
    }),
    [user],
  )
}
