import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { COMMENT_LIMITS, type CommentOrder, type CommentThread } from '../../../../protocol/comments'
import { useSessionUser } from '../../../db/queries/account'
import { useSocialCache } from '../../../db/queries/social'
import { useRelativeTime } from '../../../i18n/relative-time'
import { openLogin } from '../../../streams/account/session-hooks'
import { likeComment, postComment, removeComment } from '../../../streams/social/social-actions'
import { type CommentTargetRef, socialKeys, socialLoads, useSocialInterest } from '../../../streams/social/social-loads'
import { CommentList } from '../../../ui/social/comment-list'
import { LoadNote } from '../../../ui/user/load-note'

/**
 * The comments of an article or a video (mount it under the content): the count, newest or hottest first,
 * a box to comment (visitors are asked to log in, §6), threads with replies, likes and removal, pages.
 */
export function Comments({ target }: { target: CommentTargetRef }) {
  const { t } = useLingui()
  const me = useSessionUser()
  const times = useRelativeTime()
  const [order, setOrder] = useState<CommentOrder>('newest')
  const [page, setPage] = useState(1)
  const [replyTo, setReplyTo] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { status } = useSocialInterest(
    socialKeys.comments(target, order, page),
    socialLoads.comments(target, order, page),
  )
  const data = useSocialCache('comments', socialKeys.comments(target, order, page))
  const shown = { order, page }
  const pages = data ? Math.max(1, Math.ceil(data.total / COMMENT_LIMITS.pageSize)) : 1
  const loggedIn = Boolean(me)
  const act = async (outcome: Promise<string | null>) => setError(await outcome)
  const requireLogin = () => {
    if (loggedIn) return true
    openLogin()
    return false
  }
  const choose = (next: CommentOrder) => {
    setOrder(next)
    setPage(1)
  }

  return (
    <section className="comments" data-testid="comments" aria-labelledby="comments-title">
      <div className="comments-head">
        <h2 id="comments-title" data-testid="comment-count">
          {t`评论`} {data ? `(${data.count})` : ''}
        </h2>
        <div className="comments-order">
          <button type="button" aria-pressed={order === 'newest'} onClick={() => choose('newest')}>
            <Trans>最新</Trans>
          </button>
          <button type="button" aria-pressed={order === 'hot'} onClick={() => choose('hot')}>
            <Trans>最热</Trans>
          </button>
        </div>
      </div>
      <CommentBox
        testId="comment-input"
        placeholder={loggedIn ? t`说说你的看法…` : t`登录后发表评论`}
        onFocus={requireLogin}
        onSubmit={async (body) => {
          if (!requireLogin()) return false
          const refused = await postComment(target, body, null, shown)
          setError(refused)
          if (!refused) {
            setOrder('newest')
            setPage(1)
          }
          return refused === null
        }}
      />
      {error ? (
        <p className="comment-error" role="alert" data-testid="comment-error">
          {error}
        </p>
      ) : null}
      <LoadNote status={status} />
      {data ? (
        <CommentList
          threads={data.list}
          timeOf={times.relative}
          titleOf={times.exact}
          onLike={(comment) => {
            if (requireLogin()) void act(likeComment(target, comment.id, !comment.liked, shown))
          }}
          onRemove={(comment) => {
            if (globalThis.confirm(t`确定删除这条评论吗？`)) void act(removeComment(target, comment.id, shown))
          }}
          onReply={(thread) => {
            if (requireLogin()) setReplyTo(replyTo === thread.id ? null : thread.id)
          }}
          replyBox={(thread: CommentThread) =>
            replyTo === thread.id ? (
              <CommentBox
                testId="reply-input"
                placeholder={t`回复 ${thread.author.username}`}
                onFocus={requireLogin}
                onSubmit={async (body) => {
                  const refused = await postComment(target, body, thread.id, shown)
                  setError(refused)
                  if (!refused) setReplyTo(null)
                  return refused === null
                }}
              />
            ) : null
          }
        />
      ) : null}
      {pages > 1 ? (
        <nav className="comment-pager" aria-label={t`评论分页`}>
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>上一页</Trans>
          </button>
          <span>
            {page} / {pages}
          </span>
          <button
            type="button"
            className="button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            data-testid="comment-next"
          >
            <Trans>下一页</Trans>
          </button>
        </nav>
      ) : null}
    </section>
  )
}

type BoxProps = {
  testId: string
  placeholder: string
  /** False when the box may not be used yet (a visitor: the login modal opens instead). */
  onFocus: () => boolean
  /** True when it was sent (the box empties). */
  onSubmit: (body: string) => Promise<boolean>
}

function CommentBox({ testId, placeholder, onFocus, onSubmit }: BoxProps) {
  const [body, setBody] = useState('')
  const [busy, setBusy] = useState(false)
  const send = async () => {
    if (busy || body.trim() === '') return
    setBusy(true)
    try {
      if (await onSubmit(body.trim())) setBody('')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="comment-box">
      <textarea
        className="form-input"
        data-testid={testId}
        value={body}
        maxLength={COMMENT_LIMITS.bodyMax}
        placeholder={placeholder}
        onFocus={(event) => {
          if (!onFocus()) event.currentTarget.blur()
        }}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="comment-box-foot">
        <span className="form-hint">
          {body.length}/{COMMENT_LIMITS.bodyMax}
        </span>
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => {
            if (onFocus()) void send()
          }}
          data-testid={`${testId}-send`}
        >
          <Trans>发表</Trans>
        </button>
      </div>
    </div>
  )
}
