import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { useLedger } from '../../../db/queries/account'
import { useLedgerInterest } from '../../../streams/account/account-interest'
import { LedgerTable } from '../../../ui/user/ledger-table'
import { LoadNote } from '../../../ui/user/load-note'
import { UserPanel } from '../../../ui/user/user-layout'
import { OwnPage } from './own-page'

const PAGE = 20

/** /userInfo/water: coin details, from the ledger (newest first, 20 more per click). */
export function WaterPage() {
  return <OwnPage active="water">{(user) => <Ledger uid={user.uid} gold={user.gold ?? 0} />}</OwnPage>
}

function Ledger({ uid, gold }: { uid: number; gold: number }) {
  const [pages, setPages] = useState(1)
  const { status } = useLedgerInterest(uid, pages)
  const ledger = useLedger(pages * PAGE)
  return (
    <UserPanel title={<Trans>金币明细</Trans>} testId="water-page">
      <p className="user-balance">
        <Trans>
          当前余额 <strong data-testid="ledger-balance">{gold}</strong> 金币
        </Trans>
      </p>
      <LoadNote status={status} />
      {ledger ? <LedgerTable rows={ledger.rows} total={ledger.total} onMore={() => setPages((n) => n + 1)} /> : null}
    </UserPanel>
  )
}
