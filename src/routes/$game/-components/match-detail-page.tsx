import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { isLocale } from '../../../../protocol/constants'
import { useMatchDetail, useWinRateHistory } from '../../../db/queries/detail'
import { useIsFavourite } from '../../../db/queries/favourites'
import { useIncidents } from '../../../db/queries/incidents'
import { useLiveRooms } from '../../../db/queries/live'
import { useMatch } from '../../../db/queries/matches'
import { useLastSync } from '../../../db/queries/meta'
import { entityName, leagueNameOf } from '../../../i18n/entity-name'
import { formatDayTime, formatRelativeTime, JUST_UPDATED } from '../../../i18n/format'
import { useConnectionState } from '../../../streams/core/connection-state'
import { useMatchRoomsInterest } from '../../../streams/live/live-interest'
import { toggleFavourite } from '../../../streams/matches/match-actions'
import { useMatchInterest } from '../../../streams/matches/match-interest'
import { isShowingCache } from '../../../ui/layout/connection-view'
import { MatchHero } from '../../../ui/match/detail/match-hero'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { isRoyale, withTableLeaders } from '../../../ui/match/royale-lobby'
import { EmptyState, NetworkProblemPage, StatusPage } from '../../../ui/status/status-page'
import { usePageTitle } from '../../-app/use-page-title'
import { DetailSections } from './detail-sections'

/** /{game}/{id}: one match, live, from the cache that its interest keeps loading and updating. */
export function MatchDetailPage({ matchId }: { matchId: string }) {
  const { status: load, retry } = useMatchInterest(matchId)
  const match = useMatch(matchId)
  const { i18n, t } = useLingui()
  const names = match
    ? {
        home: entityName(match.home, i18n.locale),
        guest: entityName(match.guest, i18n.locale),
        league: leagueNameOf(match, i18n.locale),
      }
    : null
  // A battle royale is a lobby of many teams, not the duel of its first two: it is titled by its event and day.
  const royale = match ? isRoyale(match) : false
  usePageTitle(
    names
      ? royale
        ? `${names.league} · ${formatDayTime(match?.startTime ?? 0)}`
        : `${names.home} vs ${names.guest} · ${names.league}`
      : undefined,
    names
      ? royale
        ? t`${names.league}：实时积分榜与每轮排名`
        : t`${names.league}：${names.home} vs ${names.guest} 实时比分、阵容与数据`
      : undefined,
  )
  const incidents = useIncidents(matchId)
  const detail = useMatchDetail(matchId)
  const winRates = useWinRateHistory(matchId)
  const favourite = useIsFavourite(matchId) ?? false
  useMatchRoomsInterest(matchId)
  const liveRooms = useLiveRooms(undefined, matchId)
  const connection = useConnectionState()

  // The sections wait for the match's detail (or for the load to say it has none), then stay: drawn while it
  // is still on its way, its BP, veto and stats panels would push the panels under them down as it lands.
  const [sectionsReady, setSectionsReady] = useState<string | null>(null)
  if (sectionsReady !== matchId && detail !== undefined && (detail !== null || load !== 'loading')) {
    setSectionsReady(matchId)
  }

  if (match === undefined) return <Loading />
  if (match === null) {
    if (load === 'loading') return <Loading />
    if (load === 'offline' || isShowingCache(connection)) return <NetworkProblemPage onRetry={retry} />
    return <MatchNotFound />
  }
  return (
    <div className="match-detail-page" data-testid="match-detail" data-match-id={match.id}>
      <MatchHero
        match={withTableLeaders(match, detail)}
        favourite={favourite}
        onToggleFavourite={() => void toggleFavourite(match.id)}
        liveRooms={liveRooms ?? []}
        notice={isShowingCache(connection) || load === 'offline' ? <CachedNotice /> : null}
        connected={!isShowingCache(connection) && load !== 'offline'}
      />
      {sectionsReady === matchId ? (
        <DetailSections match={match} incidents={incidents} detail={detail} winRates={winRates} />
      ) : (
        <SectionsLoading />
      )}
    </div>
  )
}

function Loading() {
  return (
    <div className="panel" data-testid="match-detail-loading">
      <MatchListSkeleton rows={6} />
    </div>
  )
}

/** The two columns of panels, as placeholders, while the match's detail is on its way. */
function SectionsLoading() {
  return (
    <div className="detail-grid" data-testid="match-sections-loading">
      <div className="panel detail-sections-loading">
        <MatchListSkeleton rows={6} />
      </div>
      <div className="panel detail-sections-loading">
        <MatchListSkeleton rows={6} />
      </div>
    </div>
  )
}

/** An id the server does not know: the 404-style empty state, inside the shell. */
function MatchNotFound() {
  return <StatusPage testId="match-not-found" figure="404" title={<Trans>比赛不存在</Trans>} detail={<EmptyState />} />
}

/** Says the page shows what the cache last had, and since when. */
function CachedNotice() {
  const { i18n } = useLingui()
  const lastSync = useLastSync()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'zh_CN'
  const since = lastSync ? formatRelativeTime(lastSync, Date.now(), locale, i18n, JUST_UPDATED) : null
  return (
    <p className="detail-cached" data-testid="detail-cached" role="status">
      {since ? (
        <Trans>当前离线，显示的是缓存数据（更新于{since}）。</Trans>
      ) : (
        <Trans>当前离线，显示的是缓存数据。</Trans>
      )}
    </p>
  )
}
