import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'
import { RoleGate } from '../-components/role-gate'

export const Route = createFileRoute('/anchorCenter/revenueDetails')({
  component: AnchorRevenuePage,
})

function AnchorRevenuePage() {
  return (
    <RoleGate roles={['anchor']}>
      <ComingSoonPage section={msg`收益明细`} />
    </RoleGate>
  )
}
