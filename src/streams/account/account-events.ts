import type { CoinTransaction, User, UserDataStatus } from '../../../protocol/auth'
import type { CallResult } from '../../../protocol/calls'
import type { SpendingState } from '../../../protocol/identity'
import type { ContentType, FollowKind } from '../../db/account-rows'

type FollowEntry = CallResult<'getFollowOrFansH5'>['list'][number]
type ContentItem = CallResult<'userContent'>['list'][number]

/**
 * The accounts domain's bus events; the account writer (account-writer.ts) stores them. `reset` on a
 * page means it is the first page, so rows the server no longer lists are dropped.
 */
export type AccountEvent =
  /** A login finished (token already stored); `newUser` gets the welcome banner. */
  | { type: 'account/signed-in'; user: User; newUser: boolean }
  /** The logged-in user's profile, fresh from the server. */
  | { type: 'account/user'; user: User }
  /** Logout, or a stored session the server no longer accepts: the user's cached data goes. */
  | { type: 'account/signed-out' }
  | { type: 'account/preferences'; preferences: UserDataStatus }
  /** The real-name check and spend limits (GET /user/spending, or the answer of a check). */
  | { type: 'account/spending'; spending: SpendingState }
  | { type: 'account/ledger'; balance: number; entries: CoinTransaction[]; total: number; reset: boolean }
  | { type: 'account/follows'; owner: number; kind: FollowKind; entries: FollowEntry[]; reset: boolean }
  /** The logged-in user (un)followed `uid`; `fansCount` is uid's new count. */
  | { type: 'account/followed'; uid: number; followed: boolean; fansCount: number }
  | { type: 'account/profile'; user: User; followed?: boolean }
  | { type: 'account/content'; uid: number; contentType: ContentType; items: ContentItem[]; reset: boolean }
  /** Emitted by the writer after a new user's first login committed: show the welcome banner. */
  | { type: 'account/welcome'; coins: number }
