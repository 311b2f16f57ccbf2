import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { OwnArticle } from '../../../../protocol/articles'
import { gameById } from '../../../../protocol/games'
import { useArticleCache } from '../../../db/queries/articles'
import { formatDayTime } from '../../../i18n/format'
import {
  articleKeys,
  articleLoads,
  unpublishArticle,
  useArticleInterest,
} from '../../../streams/articles/article-loads'
import { gameNameById } from '../../../ui/game-names'
import { articleStateLabel } from '../../../ui/news/article-states'
import { EmptyState } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import '../../../ui/news/article.css'

/**
 * The author's own articles with their states (/userInfo/userNews and the creator centre): a rejected one
 * shows the administrator's reason; each opens in the editor, a published one opens on the site and can
 * be unpublished.
 */
export function OwnArticles({ canWrite }: { canWrite: boolean }) {
  const { status } = useArticleInterest('mine:1', true, articleLoads.mine(1))
  const mine = useArticleCache('mine', articleKeys.mine(1))
  return (
    <div data-testid="own-articles">
      {canWrite ? (
        <p>
          <Link to="/creatorCenter/articleEdit" className="button button-primary" data-testid="write-article">
            <Trans>写文章</Trans>
          </Link>
        </p>
      ) : null}
      <LoadNote status={status} />
      {mine && mine.list.length === 0 ? (
        <EmptyState>
          {canWrite ? <Trans>还没有文章，点击“写文章”开始创作</Trans> : <Trans>成为专家或创作者后即可发表文章</Trans>}
        </EmptyState>
      ) : null}
      <ul className="news-list">
        {mine?.list.map((article) => (
          <OwnArticleRow key={article.id} article={article} canWrite={canWrite} />
        ))}
      </ul>
    </div>
  )
}

function OwnArticleRow({ article, canWrite }: { article: OwnArticle; canWrite: boolean }) {
  const { i18n, t } = useLingui()
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const unpublish = async () => {
    if (!window.confirm(t`确定下线这篇文章吗？下线后可修改并重新提交审核。`)) return
    setBusy(true)
    try {
      setMessage(await unpublishArticle(article.id))
    } finally {
      setBusy(false)
    }
  }
  return (
    <li className="news-item" data-testid="own-article" data-state={article.state}>
      <h3 dir="auto">{article.title}</h3>
      <p className="news-meta">
        <span className={`article-state ${article.state}`}>{articleStateLabel(article.state, i18n)}</span>
        <span>{gameNameById(article.gameId, i18n)}</span>
        <span>{t`更新于 ${formatDayTime(article.updatedAt)}`}</span>
        {article.state === 'published' ? <span>{t`阅读 ${article.views}`}</span> : null}
      </p>
      {article.state === 'rejected' && article.rejectReason ? (
        <p className="article-reason" data-testid="reject-reason" dir="auto">
          {t`驳回原因：${article.rejectReason}`}
        </p>
      ) : null}
      <p className="article-actions">
        {article.state === 'published' ? (
          <Link
            to="/news/{-$game}/$id"
            params={{ game: gameById(article.gameId)?.slug ?? 'hot', id: String(article.id) }}
          >
            <Trans>查看</Trans>
          </Link>
        ) : null}
        {canWrite ? (
          <Link to="/creatorCenter/articleEdit" search={{ id: article.id }} data-testid="edit-article">
            <Trans>编辑</Trans>
          </Link>
        ) : null}
        {article.state === 'published' ? (
          <button type="button" className="button" disabled={busy} onClick={unpublish} data-testid="unpublish-article">
            <Trans>下线</Trans>
          </button>
        ) : null}
        {message ? <span className="article-reason">{message}</span> : null}
      </p>
    </li>
  )
}
