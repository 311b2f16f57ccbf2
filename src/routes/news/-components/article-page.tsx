import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useNewsCache } from '../../../db/queries/news'
import { countText, formatDayTime } from '../../../i18n/format'
import { newsKeys, newsLoads, useNewsInterest } from '../../../streams/news/news-loads'
import { gameNameById } from '../../../ui/game-names'
import { statusLabel } from '../../../ui/match/match-labels'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { NetworkProblemPage, NotFoundPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import '../../../ui/news/news.css'
import { kindLabel } from '../../../ui/news/news-labels'
import { usePageTitle } from '../../-app/use-page-title'
import { Comments } from '../../-components/comments/comments'
import { slugOf } from './news-links'
import { HotNews } from './news-side'
import { ArticleByline, PersonArticleBody } from './person-article'
import { ReadLaterToggle } from './read-later-toggle'

/** /news/{game?}/{id}: one article with its match (linking to the match page), related articles, the hot list. */
export function ArticlePage({ game, id }: { game: string | undefined; id: string }) {
  const { i18n, t } = useLingui()
  const articleId = /^\d{1,9}$/.test(id) ? Number(id) : null
  const { status, retry } = useNewsInterest(
    `article:${id}:${i18n.locale}`,
    ...(articleId === null ? [] : [newsLoads.article(game ?? 'hot', articleId, i18n.locale)]),
  )
  const article = useNewsCache('article', newsKeys.article(articleId ?? 0, i18n.locale))
  usePageTitle(article?.title ?? t`资讯详情`, article?.summary)
  if (articleId === null) return <NotFoundPage />
  if (article === null && status === 'offline') return <NetworkProblemPage onRetry={retry} />
  if (article === null && status === 'failed') return <NotFoundPage />
  const match = article?.match
  const started = match ? match.status !== 'notStarted' : false
  return (
    <div className="container news-layout" data-testid="article-page">
      <article className="panel news-article">
        <LoadNote status={status} />
        {!article ? (
          <MatchListSkeleton rows={4} />
        ) : (
          <>
            <h1 data-testid="article-title" dir="auto">
              {article.title}
            </h1>
            <p className="news-meta">
              <span className={`news-kind ${article.kind}`}>{kindLabel(article.kind, i18n)}</span>
              <span>{gameNameById(article.gameId, i18n)}</span>
              <span>{formatDayTime(article.publishedAt)}</span>
              <span>{t`阅读 ${countText(article.views, i18n)}`}</span>
              {article.author ? <ArticleByline author={article.author} /> : null}
              <ReadLaterToggle
                article={{
                  articleId: article.id,
                  game: slugOf(article.gameId),
                  title: article.title,
                  summary: article.summary,
                }}
              />
            </p>
            {match ? (
              <Link
                to="/$game/{-$id}"
                params={{ game: slugOf(match.gameId), id: match.id }}
                className="news-match"
                data-testid="article-match"
              >
                <span className="home">{match.home.name}</span>
                <span>
                  <strong>{started ? `${match.homeScore} - ${match.guestScore}` : 'VS'}</strong>
                  <small>
                    {statusLabel(match, i18n)} · {formatDayTime(match.startTime)}
                  </small>
                </span>
                <span>{match.guest.name}</span>
              </Link>
            ) : null}
            {/* A person's article has its body; the feed's its paragraphs. */}
            {article.body ? <PersonArticleBody article={article} /> : null}
            {article.body ? null : (
              <div className="news-body" data-testid="article-body">
                {article.paragraphs.map((paragraph, index) => (
                  // Paragraphs have no ids; their order never changes for one article.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
                  <p key={index} dir="auto">
                    {paragraph}
                  </p>
                ))}
              </div>
            )}
            {article.related.length > 0 ? (
              <section className="news-related">
                <h2>
                  <Trans>相关资讯</Trans>
                </h2>
                <ul className="news-list">
                  {article.related.map((other) => (
                    <li key={other.id} className="news-item">
                      <Link to="/news/{-$game}/$id" params={{ game: slugOf(other.gameId), id: String(other.id) }}>
                        <h3 dir="auto">{other.title}</h3>
                        <span className="news-meta">
                          <span className={`news-kind ${other.kind}`}>{kindLabel(other.kind, i18n)}</span>
                          <span>{formatDayTime(other.publishedAt)}</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <Comments target={{ kind: 'news', id: article.id, game: slugOf(article.gameId) }} />
          </>
        )}
      </article>
      <HotNews game={article ? slugOf(article.gameId) : (game ?? 'hot')} />
    </div>
  )
}
