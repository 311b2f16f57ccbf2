import type { CoinTransaction, User } from '../../protocol/auth'

/** One coin movement of the logged-in user (§3 Coin transaction), newest first by `time`. */
export type LedgerRow = CoinTransaction

export type FollowKind = 'follow' | 'fans'

/** Whom `owner` follows ('follow') or who follows `owner` ('fans'). */
export type FollowRow = {
  owner: number
  kind: FollowKind
  uid: number
  username: string
  avatar: string | null
  signature: string
  level: number
  /** Whether the logged-in user follows `uid`. */
  followed: boolean
  since: number
}
export type FollowKey = [number, FollowKind, number]

/** Another user's public profile (private fields are null), as last fetched. */
export type ProfileRow = User & { savedAt: number; followed?: boolean }

export type ContentType = 'news' | 'post' | 'video'

/** One item of a user's public content list. */
export type UserContentRow = {
  uid: number
  type: ContentType
  id: string
  title: string
  summary: string
  cover: string | null
  time: number
}
export type UserContentKey = [number, ContentType, string]
