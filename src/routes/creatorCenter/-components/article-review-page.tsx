import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ARTICLE_LIMITS, type OwnArticle } from '../../../../protocol/articles'
import { useArticleCache } from '../../../db/queries/articles'
import { formatDayTime } from '../../../i18n/format'
import { articleKeys, articleLoads, reviewArticle, useArticleInterest } from '../../../streams/articles/article-loads'
import { gameName, gameNameById } from '../../../ui/game-names'
import { ArticleBodyView } from '../../../ui/news/article-body'
import { EmptyState } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import '../../../ui/expert/expert.css'
import '../../../ui/news/article.css'
import '../../../ui/news/news.css'
import { usePageTitle } from '../../-app/use-page-title'

/** Staff console: the review queue, the longest waiting first, each with its preview as readers will see it. */
export function ArticleReviewPage() {
  const { t } = useLingui()
  usePageTitle(t`文章审核`)
  const { status } = useArticleInterest('review:1', true, articleLoads.review(1))
  const queue = useArticleCache('review', articleKeys.review(1))
  return (
    <section className="panel expert-panel container" data-testid="article-review">
      <h2>
        <Trans>文章审核</Trans>
      </h2>
      <LoadNote status={status} />
      {queue && queue.list.length === 0 ? <EmptyState>{t`暂无待审核的文章`}</EmptyState> : null}
      {queue?.list.map((article) => (
        <ReviewItem key={article.id} article={article} />
      ))}
    </section>
  )
}

function ReviewItem({ article }: { article: OwnArticle }) {
  const { i18n, t } = useLingui()
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const act = async (pass: boolean) => {
    if (!pass && reason.trim() === '') return setMessage(t`请填写驳回原因（200字以内）`)
    setBusy(true)
    try {
      setMessage(await reviewArticle(article.id, pass, reason.trim()))
    } finally {
      setBusy(false)
    }
  }
  return (
    <article className="article-review-item" data-testid="review-item" data-article-id={article.id}>
      <h3 dir="auto">{article.title}</h3>
      <p className="news-meta">
        <span dir="auto">{article.author.username}</span>
        <span>{gameNameById(article.gameId, i18n)}</span>
        <span>{t`提交于 ${formatDayTime(article.submittedAt ?? article.updatedAt)}`}</span>
        {article.tags.map((tag) => (
          <span key={tag} className="article-tag">
            {gameName(tag, i18n)}
          </span>
        ))}
      </p>
      <div className="article-review-preview">
        {article.cover ? <img className="article-cover" src={article.cover} alt="" /> : null}
        <ArticleBodyView body={article.body} />
      </div>
      <div className="article-actions">
        <input
          className="form-input"
          value={reason}
          maxLength={ARTICLE_LIMITS.reasonMax}
          placeholder={t`驳回原因（驳回时必填）`}
          onChange={(event) => setReason(event.target.value)}
          data-testid="reject-reason-input"
        />
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => act(false)}
          data-testid="reject-article"
        >
          <Trans>驳回</Trans>
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => act(true)}
          data-testid="pass-article"
        >
          <Trans>通过并发布</Trans>
        </button>
        {message ? <span className="article-reason">{message}</span> : null}
      </div>
    </article>
  )
}
