import { Trans } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useLedger } from '../../../db/queries/account'
import { useCoinPackages, useRechargeOrder } from '../../../db/queries/payments'
import { useLedgerInterest } from '../../../streams/account/account-interest'
import {
  startRecharge,
  usePackagesInterest,
  useRechargeOrderInterest,
} from '../../../streams/payments/payments-interest'
import { LedgerTable } from '../../../ui/user/ledger-table'
import { LoadNote } from '../../../ui/user/load-note'
import { RechargePanel, RechargeResult } from '../../../ui/user/recharge-panel'
import { UserPanel } from '../../../ui/user/user-layout'
import { OwnPage } from './own-page'

const PAGE = 20
const route = getRouteApi('/userInfo/water')

/**
 * /userInfo/water: recharge (packages → the cashier → back here with ?recharge=<order>, whose result shows
 * while the server confirms it) and the coin details, from the ledger (newest first, 20 more per click).
 */
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
      <Recharge />
      <LoadNote status={status} />
      {ledger ? <LedgerTable rows={ledger.rows} total={ledger.total} onMore={() => setPages((n) => n + 1)} /> : null}
    </UserPanel>
  )
}

function Recharge() {
  const { recharge } = route.useSearch()
  usePackagesInterest()
  useRechargeOrderInterest(recharge ?? null)
  const packages = useCoinPackages()
  const order = useRechargeOrder(recharge ?? null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const buy = async (packageId: string) => {
    setBusy(true)
    try {
      setMessage(await startRecharge(packageId, crypto.randomUUID(), (url) => window.location.assign(url)))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      {order ? <RechargeResult order={order} /> : null}
      <RechargePanel packages={packages ?? []} busy={busy} message={message} onBuy={(id) => void buy(id)} />
    </>
  )
}
