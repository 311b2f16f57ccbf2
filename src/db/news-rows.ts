import type { CallResult } from '../../protocol/calls'

/** The news' answers by kind, stored whole under a key naming the call, its input and the language. */
export type NewsCacheData = {
  list: CallResult<'newsList'>
  hot: CallResult<'newsHot'>
  article: CallResult<'newsArticle'>
  ofMatch: CallResult<'newsOfMatch'>
}
export type NewsCacheKind = keyof NewsCacheData
export type NewsCacheRow<K extends NewsCacheKind = NewsCacheKind> = {
  key: string
  kind: K
  data: NewsCacheData[K]
  fetchedAt: number
}
