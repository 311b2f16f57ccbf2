import { Trans } from '@lingui/react/macro'
import { Navigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { ContentType } from '../../../db/account-rows'
import { useProfile, useSessionUser } from '../../../db/queries/account'
import { useProfileInterest } from '../../../streams/account/account-interest'
import { openLogin } from '../../../streams/account/session-hooks'
import { followUser } from '../../../streams/account/user-actions'
import { NotFoundPage } from '../../../ui/status/status-page'
import { FollowButton } from '../../../ui/user/follow-list'
import { LoadNote } from '../../../ui/user/load-note'
import { ProfileCard } from '../../../ui/user/profile-card'
import { UserPosts } from '../posts/user-posts'
import { Content } from './content-page'

/** /userInfo/{id}: another user's public page; without an id (or with one's own), one's own page. */
export function PublicPage({ id }: { id: string | undefined }) {
  const me = useSessionUser()
  const uid = id && /^\d{1,12}$/.test(id) ? Number(id) : null
  if (id === undefined || (me && uid === me.uid)) return <Navigate to="/userInfo/info" replace />
  if (uid === null) return <NotFoundPage />
  if (me === undefined) return null
  return <Profile uid={uid} viewer={me ? me.uid : null} />
}

function Profile({ uid, viewer }: { uid: number; viewer: number | null }) {
  const { status } = useProfileInterest(uid, viewer)
  const profile = useProfile(uid)
  const [tab, setTab] = useState<ContentType>('news')
  if (profile === undefined) return null
  if (profile === null) return status === 'failed' ? <NotFoundPage /> : <LoadNote status={status} />
  const toggle = (follow: boolean) => {
    if (viewer === null) openLogin()
    else void followUser(uid, follow)
  }
  return (
    <div className="container user-public" data-testid="public-profile">
      <LoadNote status={status} />
      <ProfileCard user={profile} actions={<FollowButton followed={profile.followed ?? false} onToggle={toggle} />} />
      <section className="panel user-panel">
        <div className="user-tabs" role="tablist">
          <button type="button" role="tab" aria-selected={tab === 'news'} onClick={() => setTab('news')}>
            <Trans>资讯</Trans>
          </button>
          <button type="button" role="tab" aria-selected={tab === 'post'} onClick={() => setTab('post')}>
            <Trans>帖子</Trans>
          </button>
          <button type="button" role="tab" aria-selected={tab === 'video'} onClick={() => setTab('video')}>
            <Trans>视频</Trans>
          </button>
        </div>
        <div className="user-panel-body">
          {tab === 'post' ? <UserPosts uid={uid} /> : <Content uid={uid} type={tab} />}
        </div>
      </section>
    </div>
  )
}
