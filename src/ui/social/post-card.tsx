import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Post } from '../../../protocol/posts'
import { EmptyState } from '../status/status-page'
import { Avatar } from '../user/avatar'
import './social.css'

type Props = {
  posts: readonly Post[]
  /** Shown on the caller's own posts. */
  onDelete?: (post: Post) => void
  timeOf: (epochMs: number) => string
  /** The exact day and time a post's time shows as its title. */
  titleOf?: (epochMs: number) => string
  /** A link to the author's page around their name (the feed shows whose post it is). */
  authorLink?: (post: Post) => ReactNode
}

/** Posts with their pictures (up to nine, in a grid); the text is shown as text. */
export function PostList({ posts, onDelete, timeOf, titleOf, authorLink }: Props) {
  if (posts.length === 0)
    return (
      <EmptyState>
        <Trans>还没有帖子</Trans>
      </EmptyState>
    )
  return (
    <ul className="post-list" data-testid="post-list">
      {posts.map((post) => (
        <li key={post.id} className="post-card" data-testid="post-card" data-post-id={post.id}>
          <div className="post-head">
            <Avatar src={post.author.avatar} name={post.author.username} size={36} />
            <div>
              {authorLink ? authorLink(post) : <strong>{post.author.username}</strong>}
              <time dateTime={new Date(post.createdAt).toISOString()} title={titleOf?.(post.createdAt)}>
                {timeOf(post.createdAt)}
              </time>
            </div>
            {post.own && onDelete ? (
              <button type="button" className="post-delete" onClick={() => onDelete(post)} data-testid="post-delete">
                <Trans>删除</Trans>
              </button>
            ) : null}
          </div>
          <p className="post-text" data-testid="post-text" dir="auto">
            {post.text}
          </p>
          {post.images.length > 0 ? (
            <div className={`post-images count-${Math.min(post.images.length, 3)}`}>
              {post.images.map((src) => (
                <img key={src} src={src} alt="" loading="lazy" data-testid="post-image" />
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
