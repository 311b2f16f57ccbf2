import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { User } from '../../../protocol/auth'
import { Avatar } from './avatar'

type Props = {
  user: User
  /** Buttons beside the name (follow, edit). */
  actions?: ReactNode
}

/** §3 User at the head of a personal page: avatar, name, level, signature, follows, fans and coins. */
export function ProfileCard({ user, actions }: Props) {
  return (
    <section className="panel profile-card" data-testid="profile-card">
      <Avatar src={user.avatar} name={user.username} size={80} />
      <div className="profile-main">
        <h1 className="profile-name">
          <span data-testid="profile-name">{user.username}</span>
          <span className="account-level" data-testid="profile-level">
            Lv.{user.level}
          </span>
        </h1>
        <p className="profile-signature" data-testid="profile-signature">
          {user.signature || <Trans>这个人很懒，什么都没有留下</Trans>}
        </p>
        <dl className="profile-stats">
          <div>
            <dt>
              <Trans>关注</Trans>
            </dt>
            <dd data-testid="profile-follows">{user.followCount}</dd>
          </div>
          <div>
            <dt>
              <Trans>粉丝</Trans>
            </dt>
            <dd data-testid="profile-fans">{user.fansCount}</dd>
          </div>
          {user.gold === null ? null : (
            <div>
              <dt>
                <Trans>金币</Trans>
              </dt>
              <dd data-testid="profile-gold">{user.gold}</dd>
            </div>
          )}
        </dl>
      </div>
      {actions ? <div className="profile-actions">{actions}</div> : null}
    </section>
  )
}
