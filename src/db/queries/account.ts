import { useLiveQuery } from 'dexie-react-hooks'
import type { User, UserDataStatus } from '../../../protocol/auth'
import type { SpendingState } from '../../../protocol/identity'
import type { ContentType, FollowKind, FollowRow, LedgerRow, ProfileRow, UserContentRow } from '../account-rows'
import { db } from '../instance'

/** The logged-in user; null when nobody is logged in, undefined while the cache is being read. */
export function useSessionUser(): User | null | undefined {
  return useLiveQuery(async () => (await db.session.get('current'))?.user ?? null, [])
}

/** The logged-in user's preferences; null until fetched. */
export function usePreferences(): UserDataStatus | null | undefined {
  return useLiveQuery(async () => (await db.session.get('current'))?.preferences ?? null, [])
}

/** The logged-in user's real-name check and spend limits; null until fetched. */
export function useSpending(): SpendingState | null | undefined {
  return useLiveQuery(async () => (await db.session.get('current'))?.spending ?? null, [])
}

export type LedgerView = { rows: LedgerRow[]; total: number | null }

/** The newest `limit` coin movements of the logged-in user, and how many the server holds. */
export function useLedger(limit: number): LedgerView | undefined {
  return useLiveQuery(async () => {
    const [rows, session] = await Promise.all([
      db.ledger.orderBy('time').reverse().limit(limit).toArray(),
      db.session.get('current'),
    ])
    return { rows, total: session?.ledgerTotal ?? null }
  }, [limit])
}

/** Whom `owner` follows or who follows `owner`, newest first. */
export function useFollows(owner: number | null, kind: FollowKind): FollowRow[] | undefined {
  return useLiveQuery(async () => {
    if (owner === null) return []
    const rows = await db.follows.where('[owner+kind]').equals([owner, kind]).toArray()
    return rows.sort((a, b) => b.since - a.since)
  }, [owner, kind])
}

/** Another user's public profile; null when not cached. */
export function useProfile(uid: number): ProfileRow | null | undefined {
  return useLiveQuery(async () => (await db.profiles.get(uid)) ?? null, [uid])
}

/** A user's public content of one type, newest first. */
export function useUserContent(uid: number | null, type: ContentType): UserContentRow[] | undefined {
  return useLiveQuery(async () => {
    if (uid === null) return []
    const rows = await db.userContent.where('[uid+type]').equals([uid, type]).toArray()
    return rows.sort((a, b) => b.time - a.time)
  }, [uid, type])
}
