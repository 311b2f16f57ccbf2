import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLedger } from '../../../db/queries/account'
import { useLedgerInterest } from '../../../streams/account/account-interest'
import { LedgerTable } from '../../../ui/user/ledger-table'
import { ProfileCard } from '../../../ui/user/profile-card'
import { UserPanel } from '../../../ui/user/user-layout'
import { OwnPage } from './own-page'

/** /userInfo/info: the user's own personal page. */
export function InfoPage() {
  return (
    <OwnPage active="info">
      {(user) => (
        <>
          <ProfileCard
            user={user}
            actions={
              <Link to="/userInfo/setting" className="button" data-testid="edit-profile">
                <Trans>编辑资料</Trans>
              </Link>
            }
          />
          <RecentCoins uid={user.uid} />
        </>
      )}
    </OwnPage>
  )
}

function RecentCoins({ uid }: { uid: number }) {
  useLedgerInterest(uid, 1)
  const ledger = useLedger(5)
  return (
    <UserPanel title={<Trans>最近金币变动</Trans>}>
      {ledger ? <LedgerTable rows={ledger.rows} total={null} onMore={() => {}} /> : null}
      <Link to="/userInfo/water" className="user-hint">
        <Trans>查看全部金币明细</Trans>
      </Link>
    </UserPanel>
  )
}
