import { useEffect, useState } from 'react'
import { catchError, concat, EMPTY, type Observable, of, retry, switchMap, timer } from 'rxjs'
import type { CallResult } from '../../../protocol/calls'
import type { ApiClient } from '../../api/client'
import { NetworkError } from '../../api/errors'
import type { ScorecastDB } from '../../db/database'
import { session } from '../account/account-runtime'
import { abortable } from '../core/abortable'
import type { ConnectionModel } from '../core/connection'
import { reloadTriggers$ } from '../core/interest'
import { app } from '../core/runtime'
import { signedInUid$ } from '../core/signed-in'

export type ChatRoles = CallResult<'chatRoles'>

/** Tries of a chatRoles call the network failed, a second apart and then two, before the next reconnect. */
const ROLES_RETRIES = 3

/**
 * The viewer's standing in a room's chat (moderator, owner, muted): asked when the logged-in user changes
 * (null at once, then theirs; null for a visitor), and again when the connection comes back. A call the network
 * failed is tried again (an anchor whose first ask was lost would otherwise see the room as a viewer until a
 * reload); a refused one leaves it null.
 *
 * The user is followed here, from the cache's session row: asked from an effect keyed by the user id the page
 * rendered, the anchor's rules stayed hidden in about one load in six (the page committed with the user, and
 * that effect did not run again; e2e/live-room.spec.ts).
 */
export function chatRoles$(
  deps: { db: ScorecastDB; api: ApiClient; connection: Observable<ConnectionModel> },
  roomId: number,
): Observable<ChatRoles | null> {
  const ask = () =>
    abortable((signal) => deps.api.call('chatRoles', { roomId }, { signal })).pipe(
      retry({
        count: ROLES_RETRIES,
        delay: (error: unknown, attempt) => (error instanceof NetworkError ? timer(1000 * attempt) : EMPTY),
      }),
      catchError(() => EMPTY),
    )
  return signedInUid$(deps.db).pipe(
    switchMap((uid) =>
      uid === null ? of(null) : concat(of(null), reloadTriggers$(deps.connection).pipe(switchMap(ask))),
    ),
  )
}

/** The viewer's standing in the room's chat (chatRoles$), kept by the hook: it is the viewer's own, not cached. */
export function useChatRoles(roomId: number): ChatRoles | null {
  const [roles, setRoles] = useState<ChatRoles | null>(null)
  useEffect(() => {
    setRoles(null)
    const deps = { db: app.db, api: session.api, connection: app.connection }
    const subscription = chatRoles$(deps, roomId).subscribe({
      next: setRoles,
      error: (error: unknown) => console.error('chat roles failed', error),
    })
    return () => subscription.unsubscribe()
  }, [roomId])
  return roles
}
