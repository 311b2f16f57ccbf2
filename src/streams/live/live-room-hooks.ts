import { useEffect, useState } from 'react'
import type { CallResult } from '../../../protocol/calls'
import { session } from '../account/account-runtime'

export type ChatRoles = CallResult<'chatRoles'>

/**
 * The viewer's standing in a room's chat (moderator, owner, muted): asked when the room or the user
 * changes, kept by the hook (it is the viewer's own, not something to cache). Null for a visitor or until
 * the server answered.
 */
export function useChatRoles(roomId: number, uid: number | null): ChatRoles | null {
  const [roles, setRoles] = useState<ChatRoles | null>(null)
  useEffect(() => {
    setRoles(null)
    if (uid === null) return
    const abort = new AbortController()
    session.api.call('chatRoles', { roomId }, { signal: abort.signal }).then(setRoles, () => setRoles(null))
    return () => abort.abort()
  }, [roomId, uid])
  return roles
}
