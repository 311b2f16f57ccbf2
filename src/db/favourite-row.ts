/** What of a followed match changed last, for the highlight. */
export type MatchChangeKind = 'score' | 'status'

/**
 * A followed match, or an unfollow the server has not heard of yet. Visitors keep favourites here only;
 * once a session token exists, `pending` rows are sent to the account and the account's list merged in.
 */
export type FavouriteRow = {
  matchId: string
  /** false: unfollowed, kept as a tombstone until the server knows (then deleted). */
  on: boolean
  /** When the user last toggled it (epoch ms): the newer side wins a sync conflict. */
  updatedAt: number
  /** The account does not know this state yet. */
  pending: boolean
  /** When the match's score or status last changed, written after that change committed. */
  changedAt: number | null
  change: MatchChangeKind | null
}

export function newFavourite(matchId: string, on: boolean, at: number, pending: boolean): FavouriteRow {
  return { matchId, on, updatedAt: at, pending, changedAt: null, change: null }
}
