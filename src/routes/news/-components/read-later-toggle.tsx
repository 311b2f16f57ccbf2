import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useReadLaterSaved } from '../../../db/queries/social'
import { type ReadLaterArticle, setReadLater } from '../../../streams/social/social-actions'

/** 稍后阅读 on an article: saves it on this device (and the account's list when logged in) or drops it. */
export function ReadLaterToggle({ article }: { article: ReadLaterArticle }) {
  const { t } = useLingui()
  const saved = useReadLaterSaved(article.articleId)
  const [error, setError] = useState<string | null>(null)
  if (saved === undefined) return null
  return (
    <button
      type="button"
      className="read-later-toggle"
      aria-pressed={saved}
      data-testid="read-later-toggle"
      title={error ?? undefined}
      onClick={async () => setError(await setReadLater(article, !saved))}
    >
      {saved ? t`已加入稍后阅读` : t`稍后阅读`}
    </button>
  )
}
