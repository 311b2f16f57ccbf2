import type { ContentType, FollowKind } from '../../db/account-rows'
import { type Interest, useLoadInterest } from '../core/interest'
import {
  loadContent,
  loadFollows,
  loadLedger,
  loadOwnProfile,
  loadPreferences,
  loadProfile,
  loadSpending,
} from './account-loads'

// Hooks: while mounted, the screen's data is loaded into the cache (again after a reconnect).

/** `uid` is the logged-in user's id, null while logged out (nothing personal is loaded then). */
export function useOwnProfileInterest(uid: number | null): Interest {
  return useLoadInterest(`own:${uid}`, uid === null ? null : loadOwnProfile)
}

export function usePreferencesInterest(uid: number | null): Interest {
  return useLoadInterest(`prefs:${uid}`, uid === null ? null : loadPreferences)
}

export function useSpendingInterest(uid: number | null): Interest {
  return useLoadInterest(`spending:${uid}`, uid === null ? null : loadSpending)
}

export function useLedgerInterest(uid: number | null, pages: number): Interest {
  return useLoadInterest(`ledger:${uid}:${pages}`, uid === null ? null : loadLedger(pages))
}

export function useFollowsInterest(owner: number | null, kind: FollowKind, own: boolean): Interest {
  return useLoadInterest(`follows:${owner}:${kind}`, owner === null ? null : loadFollows(owner, kind, own))
}

export function useProfileInterest(uid: number, viewer: number | null): Interest {
  return useLoadInterest(`profile:${uid}:${viewer}`, loadProfile(uid, viewer !== null))
}

export function useContentInterest(uid: number | null, type: ContentType): Interest {
  return useLoadInterest(`content:${uid}:${type}`, uid === null ? null : loadContent(uid, type))
}
