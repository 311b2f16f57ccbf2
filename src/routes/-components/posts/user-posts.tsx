import { Link } from '@tanstack/react-router'
import { useSocialCache } from '../../../db/queries/social'
import { useRelativeTime } from '../../../i18n/relative-time'
import { deletePost } from '../../../streams/social/social-actions'
import { socialKeys, socialLoads, useSocialInterest } from '../../../streams/social/social-loads'
import { PostList } from '../../../ui/social/post-card'
import { LoadNote } from '../../../ui/user/load-note'

/** A user's posts, newest first (their public page; their own post page, with delete). */
export function UserPosts({ uid, onError }: { uid: number; onError?: (message: string | null) => void }) {
  const { status } = useSocialInterest(socialKeys.posts(uid, 1), socialLoads.posts(uid, 1))
  const page = useSocialCache('posts', socialKeys.posts(uid, 1))
  const times = useRelativeTime()
  return (
    <>
      <LoadNote status={status} />
      {page ? (
        <PostList
          posts={page.list}
          timeOf={times.relative}
          titleOf={times.exact}
          onDelete={async (post) => {
            const refused = await deletePost(uid, post.id)
            onError?.(refused)
          }}
        />
      ) : null}
    </>
  )
}

/** 关注动态: posts of the people the user follows, and the user's own. */
export function FollowFeed() {
  const { status } = useSocialInterest(socialKeys.feed(1), socialLoads.feed(1))
  const page = useSocialCache('feed', socialKeys.feed(1))
  const times = useRelativeTime()
  return (
    <>
      <LoadNote status={status} />
      {page ? (
        <PostList
          posts={page.list}
          timeOf={times.relative}
          titleOf={times.exact}
          authorLink={(post) => (
            <Link to="/userInfo/{-$id}" params={{ id: String(post.author.uid) }}>
              <strong>{post.author.username}</strong>
            </Link>
          )}
        />
      ) : null}
    </>
  )
}
