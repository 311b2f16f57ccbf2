import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '../status/status-page'
import { Avatar } from './avatar'

export type FollowView = {
  uid: number
  username: string
  avatar: string | null
  signature: string
  level: number
  followed: boolean
}

type Props = {
  entries: readonly FollowView[]
  /** The logged-in user's id: no follow button on their own entry. */
  me: number | null
  onToggle: (uid: number, follow: boolean) => void
}

/** Follows or fans, each with a follow/unfollow button. */
export function FollowList({ entries, me, onToggle }: Props) {
  if (entries.length === 0) return <EmptyState />
  return (
    <ul className="follow-list" data-testid="follow-list">
      {entries.map((entry) => (
        <li key={entry.uid} className="follow-item" data-testid="follow-item">
          <Link to="/userInfo/{-$id}" params={{ id: String(entry.uid) }} className="follow-who">
            <Avatar src={entry.avatar} name={entry.username} size={44} />
            <span>
              <strong>{entry.username}</strong> <span className="account-level">Lv.{entry.level}</span>
              <span className="follow-signature">{entry.signature}</span>
            </span>
          </Link>
          {entry.uid === me ? null : (
            <FollowButton followed={entry.followed} onToggle={(follow) => onToggle(entry.uid, follow)} />
          )}
        </li>
      ))}
    </ul>
  )
}

export function FollowButton({ followed, onToggle }: { followed: boolean; onToggle: (follow: boolean) => void }) {
  return (
    <button
      type="button"
      className={followed ? 'button follow-button followed' : 'button button-primary follow-button'}
      data-testid="follow-button"
      aria-pressed={followed}
      onClick={() => onToggle(!followed)}
    >
      {followed ? <Trans>已关注</Trans> : <Trans>+ 关注</Trans>}
    </button>
  )
}
