import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { VIDEO_LIMITS, type VideoKind } from '../../../../protocol/videos'
import { useVideoCache } from '../../../db/queries/videos'
import { useVideoInterest, videoKeys, videoLoads } from '../../../streams/videos/video-loads'
import { Pager } from '../../../ui/expert/pager'
import { CONTENT_SLUGS, gameName } from '../../../ui/game-names'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { EmptyState, NetworkProblemPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { VideoGrid } from '../../../ui/videos/video-card'
import '../../../ui/videos/videos.css'
import { usePageTitle } from '../../-app/use-page-title'
import { slugOf } from './video-links'

type Props = {
  game: string
  /** 'grid': /videos/{game}, the first page with a link to the list; 'list': /videos/{game?}/videoList, paged. */
  mode: 'grid' | 'list'
}

/**
 * A game's videos — replays of broadcasts and highlight clips — newest first (热门: the most watched of the
 * week), with the game tabs; the list mode pages and filters by kind.
 */
export function VideoListPage({ game, mode }: Props) {
  const { i18n, t } = useLingui()
  usePageTitle(t`${gameName(game, i18n)}视频`, t`直播回放与精彩集锦`)
  const [page, setPage] = useState(1)
  const [kind, setKind] = useState<VideoKind | undefined>(undefined)
  const { status, retry } = useVideoInterest(videoKeys.list(game, page, kind), videoLoads.list(game, page, kind))
  const list = useVideoCache('list', videoKeys.list(game, page, kind))
  if (list === null && status === 'offline') return <NetworkProblemPage onRetry={retry} />
  const kinds: [VideoKind | undefined, string][] = [
    [undefined, t`全部`],
    ['replay', t`直播回放`],
    ['clip', t`精彩集锦`],
    ['upload', t`上传视频`],
  ]
  return (
    <div className="container" data-testid="videos-page" data-mode={mode}>
      <section className="panel">
        <nav className="news-tabs" aria-label={t`视频分类`}>
          {CONTENT_SLUGS.map((slug) =>
            mode === 'grid' ? (
              <Link
                key={slug}
                to="/videos/$game"
                params={{ game: slug }}
                aria-current={slug === game ? 'page' : undefined}
              >
                {gameName(slug, i18n)}
              </Link>
            ) : (
              <Link
                key={slug}
                to="/videos/{-$game}/videoList"
                params={{ game: slug }}
                aria-current={slug === game ? 'page' : undefined}
              >
                {gameName(slug, i18n)}
              </Link>
            ),
          )}
        </nav>
        {mode === 'list' ? (
          <fieldset className="video-head">
            <legend className="visually-hidden">{t`视频类型`}</legend>
            <span className="video-kinds">
              {kinds.map(([value, label]) => (
                <button
                  key={value ?? 'all'}
                  type="button"
                  aria-pressed={value === kind}
                  onClick={() => {
                    setKind(value)
                    setPage(1)
                  }}
                >
                  {label}
                </button>
              ))}
            </span>
          </fieldset>
        ) : null}
        <LoadNote status={status} />
        {list === undefined || (list === null && status === 'loading') ? (
          <MatchListSkeleton rows={4} />
        ) : !list || list.list.length === 0 ? (
          <EmptyState>{t`暂无视频：直播结束后会生成回放，比赛中的进球、击杀等精彩瞬间会剪成集锦`}</EmptyState>
        ) : (
          <>
            <VideoGrid videos={list.list} slugOf={slugOf} />
            {mode === 'list' ? (
              <Pager page={page} total={list.total} size={VIDEO_LIMITS.pageSize} onPage={setPage} />
            ) : list.total > list.list.length ? (
              <p className="video-more">
                <Link to="/videos/{-$game}/videoList" params={{ game }} data-testid="videos-more">
                  <Trans>查看全部视频</Trans>
                </Link>
              </p>
            ) : null}
          </>
        )}
      </section>
    </div>
  )
}
