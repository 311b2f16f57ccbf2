import type { ReadLaterRow, SocialCacheData, SocialCacheKind } from '../../db/social-rows'

/** Comments', posts' and read-later's bus events; the social writer stores them. */
export type SocialEvent =
  | {
      [K in SocialCacheKind]: { type: 'social/cache'; key: string; kind: K; data: SocialCacheData[K]; at: number }
    }[SocialCacheKind]
  /** An article saved to read later, here and (`synced`) on the server. */
  | { type: 'social/read-later-saved'; row: ReadLaterRow }
  | { type: 'social/read-later-dropped'; articleId: number }
  /** The user's server list: stored beside the articles saved on this device. */
  | { type: 'social/read-later-list'; rows: ReadLaterRow[] }
