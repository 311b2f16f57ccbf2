import { Trans } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useRevenue, useRevenueTotals } from '../../../db/queries/anchor'
import { useRevenueInterest } from '../../../streams/anchor/anchor-interest'
import { AnchorLoading, AnchorPanel } from '../../../ui/anchor/anchor-layout'
import { RevenueChart } from '../../../ui/anchor/revenue-chart'
import { type RevenueRange, RevenueTable, RevenueTabs, RevenueTotals } from '../../../ui/anchor/revenue-table'
import { LoadNote } from '../../../ui/user/load-note'
import { AnchorCentre, type CentreContext } from './anchor-centre'

const route = getRouteApi('/anchorCenter/revenueDetails')

/** /anchorCenter/revenueDetails?days=7|14|30: totals, a chart and a table of daily profit. */
export function RevenuePage() {
  return <AnchorCentre active="revenue">{(context) => <Revenue {...context} />}</AnchorCentre>
}

function Revenue({ user }: CentreContext) {
  const days: RevenueRange = route.useSearch().days ?? 7
  const navigate = route.useNavigate()
  const { status } = useRevenueInterest(user.uid, days)
  const points = useRevenue(days)
  const totals = useRevenueTotals()
  const select = (next: RevenueRange) =>
    void navigate({ search: { days: next === 7 ? undefined : next }, replace: true })
  return (
    <>
      <LoadNote status={status} />
      <AnchorPanel title={<Trans>收益概览</Trans>} testId="revenue-overview">
        {totals ? <RevenueTotals {...totals} /> : <AnchorLoading />}
      </AnchorPanel>
      <AnchorPanel
        title={<Trans>收益明细</Trans>}
        aside={<RevenueTabs days={days} onChange={select} />}
        testId="revenue-detail"
      >
        {points === undefined || (points.length === 0 && status === 'loading') ? (
          <AnchorLoading />
        ) : (
          <>
            {points.length > 0 ? <RevenueChart points={points} /> : null}
            <RevenueTable points={points} />
          </>
        )}
      </AnchorPanel>
    </>
  )
}
