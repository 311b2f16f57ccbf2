import { Dexie, type PromiseExtended, type Table } from 'dexie'
import type { FollowKey, FollowRow, LedgerRow, ProfileRow, UserContentKey, UserContentRow } from './account-rows'
import type { ArticleCacheRow } from './article-rows'
import type { BlindBoxCacheRow } from './blindbox-rows'
import type { ChannelCacheRow } from './channel-rows'
import type { DayCountRow } from './day-count-row'
import type { ExpertCacheRow } from './expert-rows'
import type { FavouriteRow } from './favourite-row'
import type { IncidentRow } from './incident-row'
import type { LeagueRow } from './league-row'
import type { LibraryPageKind, LibraryPageRow, LibraryPlayerRow, LibraryTeamRow } from './library-rows'
import type {
  AnchorProfileRow,
  AnchorStandingRow,
  ApplicationRow,
  ChatRow,
  GiftRow,
  LeaderboardRow,
  LeaderboardType,
  LiveRoomRow,
  LiveSettingsRow,
  OutgoingChatRow,
  PlaybackRow,
  RevenueRow,
  RevenueTotalsRow,
} from './live-rows'
import type { MallCacheRow } from './mall-rows'
import type { MatchDetailRow } from './match-detail-row'
import { type MatchKeyRow, matchKeyOf } from './match-key-row'
import type { MatchListKey, MatchListRow } from './match-list-row'
import type { MatchRow } from './match-row'
import type { MetaKey, MetaRow, MetaValue } from './meta-row'
import type { NewsCacheRow } from './news-rows'
import type { CoinPackageRow, RechargeOrderRow } from './payment-rows'
import type { RecentSearchRow, SearchResultRow, SearchSuggestionRow } from './search-rows'
import type { SessionRow } from './session-row'
import type { SiteDocumentRow } from './site-rows'
import type { ReadLaterRow, SocialCacheRow } from './social-rows'
import type { StandingsRow } from './standings-row'
import {
  ACCOUNT_STORES_V2,
  ANCHOR_STORES_V3,
  ARTICLE_STORES_V15,
  BLIND_BOX_STORES_V11,
  CHANNEL_STORES_V12,
  EXPERT_STORES_V8,
  LIBRARY_STORES_V5,
  LIVE_STORES_V3,
  MALL_STORES_V10,
  MATCH_KEY_STORES_V4,
  MATCH_STORES_V1,
  MATCH_STORES_V2,
  NEWS_STORES_V13,
  PAYMENT_STORES_V9,
  SEARCH_STORES_V6,
  SITE_STORES_V7,
  SOCIAL_STORES_V16,
  VIDEO_STORES_V14,
} from './stores'
import type { VideoCacheRow } from './video-rows'
import type { WinRateRow } from './win-rate-row'

/** The client's cache: written only by src/streams (one transaction per batch), read through db/queries. */
export class ScorecastDB extends Dexie {
  declare matches: Table<MatchRow, string>
  declare matchKeys: Table<MatchKeyRow, string>
  declare incidents: Table<IncidentRow, [string, number]>
  declare meta: Table<MetaRow, MetaKey>
  declare session: Table<SessionRow, 'current'>
  declare ledger: Table<LedgerRow, number>
  declare follows: Table<FollowRow, FollowKey>
  declare profiles: Table<ProfileRow, number>
  declare userContent: Table<UserContentRow, UserContentKey>
  declare favourites: Table<FavouriteRow, string>
  declare matchDetails: Table<MatchDetailRow, string>
  declare winRates: Table<WinRateRow, [string, number]>
  declare standings: Table<StandingsRow, [number, string]>
  declare leagues: Table<LeagueRow, string>
  declare matchLists: Table<MatchListRow, MatchListKey>
  declare dayCounts: Table<DayCountRow, [number, string]>
  declare liveRooms: Table<LiveRoomRow, number>
  declare chat: Table<ChatRow, [number, number]>
  declare outgoingChat: Table<OutgoingChatRow, string>
  declare leaderboards: Table<LeaderboardRow, [number, LeaderboardType]>
  declare playback: Table<PlaybackRow, number>
  declare anchorProfiles: Table<AnchorProfileRow, number>
  declare gifts: Table<GiftRow, string>
  declare anchorStanding: Table<AnchorStandingRow, 'current'>
  declare liveSettings: Table<LiveSettingsRow, 'current'>
  declare revenue: Table<RevenueRow, string>
  declare revenueTotals: Table<RevenueTotalsRow, 'current'>
  declare applications: Table<ApplicationRow, number>
  declare libraryTeams: Table<LibraryTeamRow, string>
  declare libraryPlayers: Table<LibraryPlayerRow, string>
  declare libraryPages: Table<LibraryPageRow, [LibraryPageKind, string]>
  declare searchResults: Table<SearchResultRow, string>
  declare searchSuggestions: Table<SearchSuggestionRow, string>
  declare recentSearches: Table<RecentSearchRow, string>
  declare siteDocuments: Table<SiteDocumentRow, [string, string]>
  declare expertCache: Table<ExpertCacheRow, string>
  declare coinPackages: Table<CoinPackageRow, string>
  declare rechargeOrders: Table<RechargeOrderRow, string>
  declare mallCache: Table<MallCacheRow, string>
  declare blindBoxCache: Table<BlindBoxCacheRow, string>
  declare channelCache: Table<ChannelCacheRow, string>
  declare newsCache: Table<NewsCacheRow, string>
  declare articleCache: Table<ArticleCacheRow, string>
  declare videoCache: Table<VideoCacheRow, string>
  declare socialCache: Table<SocialCacheRow, string>
  declare readLater: Table<ReadLaterRow, number>

  constructor(name = 'scorecast') {
    super(name)
    // Dexie needs only the versions with an upgrade and the latest: it reads an older database's schema from
    // the database itself. Each declared version is parsed and its tables built on every start, before the first
    // paint; the sixteen once declared here took 35–55 ms of it (now 2–8 ms, measured in Node). Version 4's stores
    // are those of 1–4, version 16 adds those of 5–16, a table's later definition replacing its earlier one as a
    // later version's would; database.test.ts opens caches of earlier versions into the same schema. A new table
    // goes into a version 17. Version 4 fills the lists' keys apart from the live state (see match-key-row.ts)
    // from the matches held.
    this.version(4)
      .stores({
        ...MATCH_STORES_V1,
        ...MATCH_STORES_V2,
        ...ACCOUNT_STORES_V2,
        ...LIVE_STORES_V3,
        ...ANCHOR_STORES_V3,
        ...MATCH_KEY_STORES_V4,
      })
      .upgrade(async (tx) => {
        const rows: MatchRow[] = await tx.table('matches').toArray()
        await tx.table('matchKeys').bulkPut(rows.map(matchKeyOf))
      })
    this.version(16).stores({
      ...LIBRARY_STORES_V5,
      ...SEARCH_STORES_V6,
      ...SITE_STORES_V7,
      ...EXPERT_STORES_V8,
      ...PAYMENT_STORES_V9,
      ...MALL_STORES_V10,
      ...BLIND_BOX_STORES_V11,
      ...CHANNEL_STORES_V12,
      ...NEWS_STORES_V13,
      ...VIDEO_STORES_V14,
      ...ARTICLE_STORES_V15,
      ...SOCIAL_STORES_V16,
    })
  }

  /** Dexie's own promise, so a writer's transaction can chain it (applyBatch awaits nothing native). */
  readMeta<K extends MetaKey>(key: K): PromiseExtended<MetaValue<K> | undefined> {
    // The key is the discriminant: the row stored under K is the K variant.
    return this.meta.get(key).then((row) => row?.value) as PromiseExtended<MetaValue<K> | undefined>
  }
}
