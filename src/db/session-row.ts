import type { User, UserDataStatus } from '../../protocol/auth'
import type { SpendingState } from '../../protocol/identity'

/**
 * The logged-in user, if any. The session token is an HttpOnly cookie no script can read (a non-secret
 * marker in src/api/session-marker.ts answers synchronous "signed in?" checks); this row holds what screens show. `uid`, `nickname` and `avatar` repeat
 * fields of `user` for readers that only need those.
 */
export type SessionRow = {
  id: 'current'
  uid: string
  nickname: string
  avatar: string | null
  savedAt: number
  /** The whole profile as the server last sent it (absent in rows written before accounts existed). */
  user?: User
  /** The user's preferences, once fetched. */
  preferences?: UserDataStatus
  /** Total ledger rows on the server, from the last ledger page fetched. */
  ledgerTotal?: number
  /** The real-name check and the spend limits with what is left of them, once fetched. */
  spending?: SpendingState
}

export function sessionRowOf(user: User, previous: SessionRow | undefined, at: number): SessionRow {
  const sameUser = previous?.uid === String(user.uid)
  return {
    id: 'current',
    uid: String(user.uid),
    nickname: user.username,
    avatar: user.avatar,
    savedAt: at,
    user,
    ...(sameUser && previous.preferences ? { preferences: previous.preferences } : {}),
    ...(sameUser && previous.ledgerTotal !== undefined ? { ledgerTotal: previous.ledgerTotal } : {}),
    ...(sameUser && previous.spending ? { spending: previous.spending } : {}),
  }
}
