// Dexie store definitions of schema version 2, one object per domain so that domains grow independently.
// While the portal is unreleased, version 2 is edited in place; after a release, changes go into a new version.

/** The first schema (version 1): matches, their incidents, the cache's own facts, the session. */
export const MATCH_STORES_V1: Record<string, string> = {
  matches: 'id, day, gameId, status, [day+gameId]',
  incidents: '[matchId+seq]',
  meta: 'key',
  session: 'id',
}

/** Matches domain (favourites, timelines, standings …): owned by the matches work. */
export const MATCH_STORES_V2: Record<string, string> = {
  // Followed matches (and unfollows the server has not heard of yet); few rows, so no secondary index.
  favourites: 'matchId',
  matchDetails: 'matchId',
  // One point per event that moved the win rate; read by [matchId+seq] range only.
  winRates: '[matchId+seq]',
  standings: '[gameId+leagueId]',
  leagues: 'id, gameId',
  // Home lists (hot, highlights, preview) as match ids, keyed by list name.
  matchLists: 'key',
  // The server's match count per Beijing day; scope is a gameId, 0 for every game.
  dayCounts: '[scope+day]',
}

/** Accounts domain (session user, ledger, follows …): owned by the accounts work. */
export const ACCOUNT_STORES_V2: Record<string, string> = {
  // The logged-in user's coin movements; read newest first.
  ledger: 'id, time',
  // Follows and fans of a user, read per [owner+kind] newest first.
  follows: '[owner+kind+uid], [owner+kind]',
  // Other users' public profiles (/userInfo/{id}).
  profiles: 'uid',
  userContent: '[uid+type+id], [uid+type]',
}

/** Live rooms domain (lists, rooms, chat, gifts): added in schema version 3. */
export const LIVE_STORES_V3: Record<string, string> = {
  // Rooms by game and state for the lists; one row per room.
  liveRooms: 'roomId, [state+gameId], matchId',
  // Chat per room, read by [roomId+seq] range; pruned to the newest lines per room.
  chat: '[roomId+seq]',
  outgoingChat: 'clientId, roomId',
  leaderboards: '[roomId+type]',
  playback: 'roomId',
  anchorProfiles: 'uid, gameId',
  gifts: 'id',
}

/** Anchor centre domain (the logged-in anchor's standing, settings, revenue; administrators' reviews). */
export const ANCHOR_STORES_V3: Record<string, string> = {
  anchorStanding: 'id',
  liveSettings: 'id',
  revenue: 'date',
  revenueTotals: 'id',
  applications: 'uid, status',
}

/** Version 4: the lists' keys (match-key-row.ts), indexed like `matches` so each list reads one range. */
export const MATCH_KEY_STORES_V4: Record<string, string> = {
  matchKeys: 'id, day, status, [day+gameId]',
}

/** Version 5: the reference libraries (teams, players, the pages seen), owned by src/streams/library. */
export const LIBRARY_STORES_V5: Record<string, string> = {
  // Teams by game for the team library; a league's teams are read from its page.
  libraryTeams: 'id, gameId',
  // '' as teamId for players without a team (IndexedDB cannot index null).
  libraryPlayers: 'id, gameId, teamId',
  libraryPages: '[kind+id]',
}

/** Version 6: site search (result pages, suggestions, recent searches), owned by src/streams/search. */
export const SEARCH_STORES_V6: Record<string, string> = {
  searchResults: 'key, fetchedAt',
  searchSuggestions: 'text, fetchedAt',
  recentSearches: 'text, at',
}

/** Version 7: the site's documents as last loaded per UI language, owned by src/streams/site. */
export const SITE_STORES_V7: Record<string, string> = {
  siteDocuments: '[id+locale]',
}

/** Version 8: the expert area's answers (expert-rows.ts), owned by src/streams/experts. */
export const EXPERT_STORES_V8: Record<string, string> = {
  expertCache: 'key, kind',
}

/** Version 9: coin packages and the user's recharge orders, owned by src/streams/payments. */
export const PAYMENT_STORES_V9: Record<string, string> = {
  coinPackages: 'id',
  rechargeOrders: 'orderId, createdAt',
}

/** Version 10: the coin mall's answers (mall-rows.ts), owned by src/streams/mall. */
export const MALL_STORES_V10: Record<string, string> = {
  mallCache: 'key, kind',
}

/** Version 11: the blind boxes' answers (blindbox-rows.ts), owned by src/streams/blindbox. */
export const BLIND_BOX_STORES_V11: Record<string, string> = {
  blindBoxCache: 'key, kind',
}

/** Version 12: the channel (promotion partner) area's answers (channel-rows.ts), owned by src/streams/channel. */
export const CHANNEL_STORES_V12: Record<string, string> = {
  channelCache: 'key, kind',
}

/** Version 13: the news' answers (news-rows.ts), owned by src/streams/news. */
export const NEWS_STORES_V13: Record<string, string> = {
  newsCache: 'key, kind',
}

/** Version 14: the videos' answers (video-rows.ts), owned by src/streams/videos. */
export const VIDEO_STORES_V14: Record<string, string> = {
  videoCache: 'key, kind',
}

/** Version 16: comments, posts and the read-later list (social-rows.ts), owned by src/streams/social. */
export const SOCIAL_STORES_V16: Record<string, string> = {
  socialCache: 'key, kind',
  readLater: 'articleId, savedAt',
}

/** Version 15: the article area's answers (article-rows.ts: the user's own articles, the review queue), owned by src/streams/articles. */
export const ARTICLE_STORES_V15: Record<string, string> = {
  articleCache: 'key, kind',
}
