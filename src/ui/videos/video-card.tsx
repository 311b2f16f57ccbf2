import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { VideoSummary } from '../../../protocol/videos'
import { countText, formatDayTime } from '../../i18n/format'
import { gameNameById } from '../game-names'
import { formatClock, videoKindLabel, videoTitle } from './video-labels'
import './videos.css'

/** The game segment of a video's path. */
export type SlugOf = (gameId: number) => string

/** One video in a grid: cover with its running time, title, views; the kind (回放/集锦) and the game. */
export function VideoCard({ video, slugOf }: { video: VideoSummary; slugOf: SlugOf }) {
  const { i18n, t } = useLingui()
  const title = videoTitle(video, i18n)
  return (
    <li className="video-card" data-testid="video-card" data-kind={video.kind} data-video-id={video.id}>
      <Link to="/videos/{-$game}/$id" params={{ game: slugOf(video.gameId), id: String(video.id) }}>
        <span className="video-cover">
          {video.cover ? (
            <img src={video.cover} alt="" width={480} height={270} loading="lazy" />
          ) : (
            <span className="video-cover-empty" aria-hidden="true" />
          )}
          <span className={`video-kind ${video.kind}`}>{videoKindLabel(video.kind, i18n)}</span>
          {video.paid ? <span className="video-paid">{t`付费`}</span> : null}
          <span className="video-duration" data-testid="video-duration">
            {formatClock(video.durationMs)}
          </span>
        </span>
        <strong className="video-title" dir="auto" title={title}>
          {title}
        </strong>
        <span className="video-meta">
          <span dir="auto">{video.anchorName}</span>
          <span>{gameNameById(video.gameId, i18n)}</span>
          <span>{t`${countText(video.views, i18n)} 次观看`}</span>
          <span>{formatDayTime(video.endedAt)}</span>
        </span>
      </Link>
    </li>
  )
}

/** A grid of video cards. */
export function VideoGrid({ videos, slugOf }: { videos: readonly VideoSummary[]; slugOf: SlugOf }) {
  return (
    <ul className="video-grid" data-testid="video-grid">
      {videos.map((video) => (
        <VideoCard key={video.id} video={video} slugOf={slugOf} />
      ))}
    </ul>
  )
}
