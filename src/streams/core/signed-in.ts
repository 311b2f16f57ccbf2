import { liveQuery } from 'dexie'
import { distinctUntilChanged, from, map, type Observable } from 'rxjs'
import type { ScorecastDB } from '../../db/database'

/**
 * The logged-in user's id as the cache's session row says (null for a visitor), once now and again each time it
 * changes: a login, a logout, another account. Streams follow it here rather than take the id from a rendered
 * page (see chatRoles$ in src/streams/live/live-room-hooks.ts).
 */
export function signedInUid$(db: ScorecastDB): Observable<string | null> {
  return from(liveQuery(() => db.session.get('current'))).pipe(
    map((row) => row?.uid ?? null),
    distinctUntilChanged(),
  )
}
