import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useVideoCache } from '../../../db/queries/videos'
import { countText, formatDayTime } from '../../../i18n/format'
import { openLogin } from '../../../streams/account/session-hooks'
import { useVideoInterest, videoKeys, videoLoads } from '../../../streams/videos/video-loads'
import { gameNameById } from '../../../ui/game-names'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { NetworkProblemPage, NotFoundPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { VideoGrid } from '../../../ui/videos/video-card'
import { chapterLabel, formatClock, videoKindLabel, videoTitle } from '../../../ui/videos/video-labels'
import '../../../ui/videos/videos.css'
import { VodPlayer } from '../../../ui/videos/vod-player'
import { usePageTitle } from '../../-app/use-page-title'
import { Comments } from '../../-components/comments/comments'
import { slugOf } from './video-links'

/**
 * /videos/{game?}/{id}: one replay or clip playing from its start, its chapters (the match's goals, kills,
 * maps won…) as a list and as marks on the timeline, a link to its match, and related videos.
 */
export function VideoPage({ game, id }: { game: string | undefined; id: string }) {
  const { i18n, t } = useLingui()
  const videoId = /^\d{1,15}$/.test(id) ? Number(id) : null
  const { status, retry } = useVideoInterest(
    videoKeys.detail(videoId ?? 0),
    ...(videoId === null ? [] : [videoLoads.detail(game ?? 'hot', videoId)]),
  )
  const video = useVideoCache('detail', videoKeys.detail(videoId ?? 0))
  const title = video ? videoTitle(video, i18n) : t`视频详情`
  usePageTitle(title, video ? t`${video.anchorName} · ${gameNameById(video.gameId, i18n)}` : undefined)
  const chapters = useMemo(
    () =>
      video
        ? (video.kind === 'clip' && video.event ? [video.event] : video.chapters).map((chapter) => ({
            offsetMs: chapter.offsetMs,
            label: chapterLabel(chapter, video.gameId, i18n),
          }))
        : [],
    [video, i18n],
  )
  if (videoId === null) return <NotFoundPage />
  if (video === null && status === 'offline') return <NetworkProblemPage onRetry={retry} />
  if (video === null && status === 'failed') return <NotFoundPage />
  return (
    <div className="container video-layout" data-testid="video-page">
      <article className="panel video-page">
        <LoadNote status={status} />
        {!video ? (
          <MatchListSkeleton rows={4} />
        ) : (
          <>
            <h1 data-testid="video-title" dir="auto">
              {title}
            </h1>
            <p className="video-meta">
              <span className={`news-kind ${video.kind === 'clip' ? 'report' : 'preview'}`}>
                {videoKindLabel(video.kind, i18n)}
              </span>
              <span dir="auto">{video.anchorName}</span>
              <span>{gameNameById(video.gameId, i18n)}</span>
              <span>{formatDayTime(video.startedAt)}</span>
              <span>{t`时长 ${formatClock(video.durationMs)}`}</span>
              <span data-testid="video-views">{t`${countText(video.views, i18n)} 次观看`}</span>
              {video.matchId ? (
                <Link to="/$game/{-$id}" params={{ game: slugOf(video.gameId), id: video.matchId }}>
                  <Trans>查看比赛</Trans>
                </Link>
              ) : null}
              {video.kind === 'clip' && video.parentId !== null ? (
                <Link
                  to="/videos/{-$game}/$id"
                  params={{ game: slugOf(video.gameId), id: String(video.parentId) }}
                  data-testid="video-parent"
                >
                  <Trans>看完整回放</Trans>
                </Link>
              ) : null}
            </p>
            <VodPlayer
              key={video.id}
              playback={video.playback}
              poster={video.cover}
              durationMs={video.durationMs}
              chapters={chapters}
              onLogin={() => openLogin()}
            />
            <Comments target={{ kind: 'video', id: video.id, game: slugOf(video.gameId) }} />
          </>
        )}
      </article>
      <aside className="panel video-side" data-testid="video-related">
        <h2>
          <Trans>相关视频</Trans>
        </h2>
        {video && video.related.length > 0 ? (
          <VideoGrid videos={video.related} slugOf={slugOf} />
        ) : (
          <p className="form-hint video-side-empty">
            <Trans>暂无相关视频</Trans>
          </p>
        )}
      </aside>
    </div>
  )
}
