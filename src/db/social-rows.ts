import type { CallResult } from '../../protocol/calls'

/** Answers of the comment and post calls by kind, stored whole under a key naming the call and its input. */
export type SocialCacheData = {
  comments: CallResult<'newsComments'>
  posts: CallResult<'postsOfUser'>
  feed: CallResult<'postFeed'>
  myComments: CallResult<'myComments'>
  owner: { uid: number }
}
export type SocialCacheKind = keyof SocialCacheData
export type SocialCacheRow<K extends SocialCacheKind = SocialCacheKind> = {
  key: string
  kind: K
  data: SocialCacheData[K]
  fetchedAt: number
}

/**
 * An article saved to read later. Its body is the news cache's (src/streams/news keeps every article
 * read), so a saved article opens offline; `synced` rows came from (or went to) the user's server list.
 */
export type ReadLaterRow = {
  articleId: number
  game: string
  title: string
  summary: string
  savedAt: number
  synced: boolean
}
