import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { gameById } from '../../../../protocol/games'
import type { Match } from '../../../../protocol/match'
import { useNewsCache } from '../../../db/queries/news'
import { formatDayTime } from '../../../i18n/format'
import { newsKeys, newsLoads, useNewsInterest } from '../../../streams/news/news-loads'
import { kindLabel } from '../../../ui/news/news-labels'
import '../../../ui/news/news.css'

/** The match detail's own articles: its preview and, once it has ended, its report (nothing while there are none). */
export function MatchNews({ match }: { match: Match }) {
  const { i18n, t } = useLingui()
  const game = gameById(match.gameId)?.slug ?? 'hot'
  // Read again when the match ends: its report is written within seconds.
  useNewsInterest(`ofMatch:${match.id}:${match.status}:${i18n.locale}`, newsLoads.ofMatch(game, match.id, i18n.locale))
  const news = useNewsCache('ofMatch', newsKeys.ofMatch(match.id, i18n.locale))
  if (!news || news.list.length === 0) return null
  return (
    <section className="panel" data-testid="panel-news">
      <h2 className="panel-title">{t`本场资讯`}</h2>
      <ul className="news-list">
        {news.list.map((article) => (
          <li key={article.id} className="news-item" data-testid="match-news-item" data-kind={article.kind}>
            <Link to="/news/{-$game}/$id" params={{ game, id: String(article.id) }}>
              <h3 dir="auto">{article.title}</h3>
              <span className="news-meta">
                <span className={`news-kind ${article.kind}`}>{kindLabel(article.kind, i18n)}</span>
                <span>{formatDayTime(article.publishedAt)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
