import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { UserPanel } from '../../../ui/user/user-layout'
import { OwnPage } from '../user/own-page'
import { PostComposer } from './post-composer'
import { FollowFeed, UserPosts } from './user-posts'

/** /userInfo/userPost: write a post, the user's own posts (with delete), and 关注动态. */
export function OwnPostsPage() {
  const { t } = useLingui()
  const [tab, setTab] = useState<'mine' | 'feed'>('mine')
  const [error, setError] = useState<string | null>(null)
  return (
    <OwnPage active="userPost">
      {(user) => (
        <UserPanel title={t`我的帖子`} testId="userPost-page">
          <PostComposer uid={user.uid} />
          <div className="user-tabs" role="tablist">
            <button type="button" role="tab" aria-selected={tab === 'mine'} onClick={() => setTab('mine')}>
              <Trans>我的帖子</Trans>
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'feed'}
              onClick={() => setTab('feed')}
              data-testid="feed-tab"
            >
              <Trans>关注动态</Trans>
            </button>
          </div>
          {error ? (
            <p className="comment-error" role="alert">
              {error}
            </p>
          ) : null}
          {tab === 'mine' ? <UserPosts uid={user.uid} onError={setError} /> : <FollowFeed />}
        </UserPanel>
      )}
    </OwnPage>
  )
}
