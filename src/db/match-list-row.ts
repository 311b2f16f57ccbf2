/**
 * Home lists chosen when they were fetched (the hot list ranked by the server, highlights and previews
 * picked by streams), stored as ids so the matches themselves stay live in `matches`.
 */
export type MatchListKey = 'hot' | 'highlights' | 'preview'

export type MatchListRow = {
  key: MatchListKey
  ids: string[]
  fetchedAt: number
}
