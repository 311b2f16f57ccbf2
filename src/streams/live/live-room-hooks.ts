import { useEffect, useState } from 'react'
import { catchError, EMPTY, retry, switchMap, timer } from 'rxjs'
import type { CallResult } from '../../../protocol/calls'
import { NetworkError } from '../../api/errors'
import { session } from '../account/account-runtime'
import { abortable } from '../core/abortable'
import { reloadTriggers$ } from '../core/interest'
import { app } from '../core/runtime'

export type ChatRoles = CallResult<'chatRoles'>

/** Tries of a chatRoles call the network failed, a second apart and then two, before the next reconnect. */
const ROLES_RETRIES = 3

/**
 * The viewer's standing in a room's chat (moderator, owner, muted): asked when the room or the user
 * changes, and again when the connection comes back, kept by the hook (it is the viewer's own, not something
 * to cache). A call the network failed is tried again (an anchor whose first ask was lost would otherwise
 * see the room as a viewer until a reload). Null for a visitor or until the server answered.
 */
export function useChatRoles(roomId: number, uid: number | null): ChatRoles | null {
  const [roles, setRoles] = useState<ChatRoles | null>(null)
  useEffect(() => {
    setRoles(null)
    if (uid === null) return
    const ask = () =>
      abortable((signal) => session.api.call('chatRoles', { roomId }, { signal })).pipe(
        retry({
          count: ROLES_RETRIES,
          delay: (error: unknown, attempt) => (error instanceof NetworkError ? timer(1000 * attempt) : EMPTY),
        }),
        catchError(() => EMPTY),
      )
    const subscription = reloadTriggers$(app.connection).pipe(switchMap(ask)).subscribe(setRoles)
    return () => subscription.unsubscribe()
  }, [roomId, uid])
  return roles
}
