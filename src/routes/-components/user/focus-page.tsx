import { Trans } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import type { FollowKind } from '../../../db/account-rows'
import { useFollows } from '../../../db/queries/account'
import { useFollowsInterest } from '../../../streams/account/account-interest'
import { followUser } from '../../../streams/account/user-actions'
import { FollowList } from '../../../ui/user/follow-list'
import { LoadNote } from '../../../ui/user/load-note'
import { OwnPage } from './own-page'

const route = getRouteApi('/userInfo/focus')

/** /userInfo/focus: whom I follow and my fans (?tab=fans), with follow/unfollow. */
export function FocusPage() {
  const { tab = 'follow' } = route.useSearch()
  const navigate = route.useNavigate()
  const select = (next: FollowKind) =>
    void navigate({ search: { tab: next === 'follow' ? undefined : next }, replace: true })
  return (
    <OwnPage active="focus">
      {(user) => (
        <section className="panel user-panel" data-testid="focus-page">
          <div className="user-tabs" role="tablist">
            <button type="button" role="tab" aria-selected={tab === 'follow'} onClick={() => select('follow')}>
              <Trans>我的关注 ({user.followCount})</Trans>
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'fans'}
              data-testid="fans-tab"
              onClick={() => select('fans')}
            >
              <Trans>我的粉丝 ({user.fansCount})</Trans>
            </button>
          </div>
          <div className="user-panel-body">
            <Follows me={user.uid} kind={tab} />
          </div>
        </section>
      )}
    </OwnPage>
  )
}

function Follows({ me, kind }: { me: number; kind: FollowKind }) {
  const { status } = useFollowsInterest(me, kind, true)
  const entries = useFollows(me, kind)
  return (
    <>
      <LoadNote status={status} />
      {entries ? (
        <FollowList entries={entries} me={me} onToggle={(uid, follow) => void followUser(uid, follow)} />
      ) : null}
    </>
  )
}
