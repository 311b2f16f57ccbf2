import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { NEWS_LIMITS } from '../../../../protocol/news'
import { useNewsCache } from '../../../db/queries/news'
import { countText, formatDayTime } from '../../../i18n/format'
import { newsKeys, newsLoads, useNewsInterest } from '../../../streams/news/news-loads'
import { Pager } from '../../../ui/expert/pager'
import { CONTENT_SLUGS, gameName, gameNameById } from '../../../ui/game-names'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { EmptyState, NetworkProblemPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import '../../../ui/news/news.css'
import { kindLabel } from '../../../ui/news/news-labels'
import { usePageTitle } from '../../-app/use-page-title'
import { slugOf } from './news-links'
import { HotNews } from './news-side'

/** /news/{game}: the game's articles (热门: the most read of every game), newest first, with the hot list. */
export function NewsListPage({ game }: { game: string }) {
  const { i18n, t } = useLingui()
  usePageTitle(t`${gameName(game, i18n)}资讯`, t`赛前前瞻与赛后战报`)
  const [page, setPage] = useState(1)
  const { status, retry } = useNewsInterest(
    `list:${game}:${page}:${i18n.locale}`,
    newsLoads.list(game, page, i18n.locale),
  )
  const list = useNewsCache('list', newsKeys.list(game, page, i18n.locale))
  if (list === null && status === 'offline') return <NetworkProblemPage onRetry={retry} />
  return (
    <div className="container news-layout" data-testid="news-page">
      <section className="panel">
        <nav className="news-tabs" aria-label={t`资讯分类`}>
          {CONTENT_SLUGS.map((slug) => (
            <Link key={slug} to="/news/$game" params={{ game: slug }} aria-current={slug === game ? 'page' : undefined}>
              {gameName(slug, i18n)}
            </Link>
          ))}
        </nav>
        <LoadNote status={status} />
        {list === undefined || (list === null && status === 'loading') ? (
          <MatchListSkeleton rows={5} />
        ) : !list || list.list.length === 0 ? (
          <EmptyState>{t`暂无资讯，比赛临近时会有前瞻，比赛结束后会有战报`}</EmptyState>
        ) : (
          <>
            <ul className="news-list" data-testid="news-list">
              {list.list.map((article) => (
                <li
                  key={article.id}
                  className="news-item"
                  data-testid="news-item"
                  data-kind={article.kind}
                  data-match-id={article.matchId}
                >
                  <Link to="/news/{-$game}/$id" params={{ game: slugOf(article.gameId), id: String(article.id) }}>
                    <h3 dir="auto">{article.title}</h3>
                    <p dir="auto">{article.summary}</p>
                    <span className="news-meta">
                      <span className={`news-kind ${article.kind}`}>{kindLabel(article.kind, i18n)}</span>
                      <span>{gameNameById(article.gameId, i18n)}</span>
                      <span>{formatDayTime(article.publishedAt)}</span>
                      <span>{t`阅读 ${countText(article.views, i18n)}`}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pager page={page} total={list.total} size={NEWS_LIMITS.pageSize} onPage={setPage} />
          </>
        )}
      </section>
      <HotNews game={game} />
    </div>
  )
}
