import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Comment, CommentThread } from '../../../protocol/comments'
import { EmptyState } from '../status/status-page'
import { Avatar } from '../user/avatar'
import './social.css'
import { countText } from '../../i18n/format'

type Actions = {
  onLike: (comment: Comment) => void
  onReply: (thread: CommentThread) => void
  onRemove: (comment: Comment) => void
  /** The reply box shown under the thread being answered. */
  replyBox: (thread: CommentThread) => ReactNode
  /** Turns a time into text (the caller's formatter: how long ago) … */
  timeOf: (epochMs: number) => string
  /** … and into the exact day and time its title shows. */
  titleOf?: (epochMs: number) => string
}

/** Comment threads: each top-level comment with its replies; a removed one reads "该评论已删除". Text is text. */
export function CommentList({ threads, ...actions }: { threads: readonly CommentThread[] } & Actions) {
  if (threads.length === 0)
    return (
      <EmptyState>
        <Trans>还没有评论，来说两句吧</Trans>
      </EmptyState>
    )
  return (
    <ul className="comment-list" data-testid="comment-list">
      {threads.map((thread) => (
        <li key={thread.id} className="comment-thread" data-testid="comment-thread" data-comment-id={thread.id}>
          <CommentItem comment={thread} {...actions} onReply={() => actions.onReply(thread)} />
          {thread.replies.length > 0 ? (
            <ul className="comment-replies">
              {thread.replies.map((reply) => (
                <li key={reply.id} data-testid="comment-reply" data-comment-id={reply.id}>
                  <CommentItem comment={reply} {...actions} onReply={null} />
                </li>
              ))}
              {thread.replyCount > thread.replies.length ? (
                <li className="comment-more">
                  <Trans>共 {thread.replyCount} 条回复</Trans>
                </li>
              ) : null}
            </ul>
          ) : null}
          {actions.replyBox(thread)}
        </li>
      ))}
    </ul>
  )
}

type ItemProps = Omit<Actions, 'onReply' | 'replyBox'> & { comment: Comment; onReply: (() => void) | null }

function CommentItem({ comment, onLike, onReply, onRemove, timeOf, titleOf }: ItemProps) {
  const { i18n, t } = useLingui()
  if (comment.removed)
    return (
      <p className="comment-removed" data-testid="comment-removed">
        <Trans>该评论已删除</Trans>
      </p>
    )
  return (
    <div className="comment-item">
      <Avatar src={comment.author.avatar} name={comment.author.username} size={32} />
      <div className="comment-main">
        <p className="comment-head">
          <Link to="/userInfo/{-$id}" params={{ id: String(comment.author.uid) }} data-testid="comment-author">
            <strong>{comment.author.username}</strong>
          </Link>
          <time dateTime={new Date(comment.createdAt).toISOString()} title={titleOf?.(comment.createdAt)}>
            {timeOf(comment.createdAt)}
          </time>
        </p>
        <p className="comment-body" data-testid="comment-body" dir="auto">
          {comment.body}
        </p>
        <p className="comment-actions">
          <button
            type="button"
            className={comment.liked ? 'liked' : undefined}
            aria-pressed={comment.liked}
            onClick={() => onLike(comment)}
            data-testid="comment-like"
          >
            {t`赞`} {countText(comment.likes, i18n)}
          </button>
          {onReply ? (
            <button type="button" onClick={onReply} data-testid="comment-reply-open">
              <Trans>回复</Trans>
            </button>
          ) : null}
          {comment.canRemove ? (
            <button type="button" onClick={() => onRemove(comment)} data-testid="comment-remove">
              <Trans>删除</Trans>
            </button>
          ) : null}
        </p>
      </div>
    </div>
  )
}
