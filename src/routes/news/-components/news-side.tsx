import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ArticleSummary } from '../../../../protocol/news'
import { useNewsCache } from '../../../db/queries/news'
import { newsKeys, newsLoads, useNewsInterest } from '../../../streams/news/news-loads'
import { slugOf } from './news-links'

/** The most read articles of the last week (of the game, or of all). */
export function HotNews({ game }: { game: string }) {
  const { i18n } = useLingui()
  useNewsInterest(`hot:${game}:${i18n.locale}`, newsLoads.hot(game, i18n.locale))
  const hot = useNewsCache('hot', newsKeys.hot(game, i18n.locale))
  return (
    <aside className="panel news-side" data-testid="news-hot">
      <h2>
        <Trans>热门资讯</Trans>
      </h2>
      {hot && hot.list.length > 0 ? (
        <ol>
          {hot.list.map((article: ArticleSummary) => (
            <li key={article.id} dir="auto">
              <Link to="/news/{-$game}/$id" params={{ game: slugOf(article.gameId), id: String(article.id) }}>
                {article.title}
              </Link>
            </li>
          ))}
        </ol>
      ) : (
        <p className="form-hint news-side-empty">
          <Trans>暂无热门资讯</Trans>
        </p>
      )}
    </aside>
  )
}
