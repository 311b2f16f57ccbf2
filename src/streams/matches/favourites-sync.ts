import { merge, type Subscription } from 'rxjs'
import { ApiError, SessionExpiredError } from '../../api/errors'
import { isSignedIn } from '../../api/session-marker'
import { warnUnlessNetwork } from '../core/abortable'
import { reloadTriggers$ } from '../core/interest'
import type { StreamsDeps } from '../core/runtime'
import { signedInUid$ } from '../core/signed-in'

type SyncDeps = Pick<StreamsDeps, 'db' | 'api' | 'bus'> & {
  /** Whether this browser holds a session (the cookie rides along); the session marker by default. */
  hasToken?: () => boolean
}

/** Refusals that will not change by retrying: the match is gone (404) or the account is full (400). */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && !(error instanceof SessionExpiredError) && (error.code === 404 || error.code === 400)

/**
 * Merges the local favourites with the account's, both ways: first every local change the account has
 * not heard of is sent (POST /match/attention), then the account's list (GET /match/attentionList) is
 * brought in: its matches go onto the bus for the cache, and the answers onto the bus as one
 * 'favourites/synced' for the favourites writer (which keeps changes made meanwhile for the next run).
 * Does nothing without a session.
 */
export async function syncFavourites(deps: SyncDeps, signal?: AbortSignal): Promise<boolean> {
  const { db, api, bus, hasToken = isSignedIn } = deps
  if (!hasToken()) return false
  const pending = (await db.favourites.toArray()).filter((row) => row.pending)
  const confirmed: { matchId: string; updatedAt: number; followed: boolean }[] = []
  try {
    for (const row of pending) {
      let followed = false
      try {
        followed = (await api.call('attention', { matchId: row.matchId, follow: row.on }, { signal })).followed
      } catch (error) {
        // The refusal was toasted by the api client; the follow cannot be kept.
        if (!isRefusal(error)) throw error
      }
      confirmed.push({ matchId: row.matchId, updatedAt: row.updatedAt, followed })
    }
    const list = await api.call('attentionList', {}, { signal })
    if (list.length > 0) bus.emit({ type: 'match/list', matches: list })
    bus.emit({ type: 'favourites/synced', confirmed, account: list.map((m) => m.id), at: Date.now() })
  } catch (error) {
    // What the account did confirm is stored even when a later call failed.
    if (confirmed.length > 0) bus.emit({ type: 'favourites/synced', confirmed, account: null, at: Date.now() })
    throw error
  }
  return true
}

/** Followed matches the cache does not hold (followed on a list long gone), fetched one by one. */
export async function loadMissingFavourites(deps: StreamsDeps & SyncDeps, signal: AbortSignal): Promise<void> {
  await syncFavourites(deps, signal)
  const rows = (await deps.db.favourites.toArray()).filter((row) => row.on)
  const cached = await deps.db.matches.bulkGet(rows.map((row) => row.matchId))
  const missing = rows.filter((_, i) => cached[i] === undefined).slice(0, 100)
  for (const { matchId } of missing) {
    try {
      deps.bus.emit({ type: 'match/upsert', match: await deps.api.call('matchDetail', { matchId }, { signal }) })
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
    }
  }
}

/**
 * Runs the sync whenever it may have something to do: a user logs in (the session row appears), the
 * user toggles a favourite, the connection comes back. Runs never overlap; a trigger during a run
 * schedules one more run after it.
 */
export function startFavouritesSync(deps: StreamsDeps & SyncDeps): Subscription {
  let running = false
  let again = false
  const run = async () => {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        await syncFavourites(deps)
      } while (again)
    } catch (error) {
      warnUnlessNetwork('favourites sync', error)
    } finally {
      running = false
    }
  }
  const subscription = merge(
    signedInUid$(deps.db),
    deps.bus.on('favourites/changed'),
    reloadTriggers$(deps.connection),
  ).subscribe(() => void run())
  return subscription
}
