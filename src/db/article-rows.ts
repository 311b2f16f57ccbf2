import type { OwnArticle } from '../../protocol/articles'
import type { CallResult } from '../../protocol/calls'

/**
 * The article area's answers by kind, stored whole under a key naming the call and its input. All of them
 * belong to the signed-in user (their own articles, or the review queue of an administrator): dropped at
 * sign-out. Published articles are read through the news cache like the feed's.
 */
export type ArticleCacheData = {
  mine: CallResult<'articleMine'>
  own: OwnArticle
  review: CallResult<'articleReviewQueue'>
}
export type ArticleCacheKind = keyof ArticleCacheData
export type ArticleCacheRow<K extends ArticleCacheKind = ArticleCacheKind> = {
  key: string
  kind: K
  data: ArticleCacheData[K]
  fetchedAt: number
}
