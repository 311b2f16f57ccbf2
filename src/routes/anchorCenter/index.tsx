import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'
import { RoleGate } from '../-components/role-gate'

export const Route = createFileRoute('/anchorCenter/')({
  component: AnchorCenterPage,
})

function AnchorCenterPage() {
  return (
    <RoleGate roles={['anchor']}>
      <ComingSoonPage section={msg`主播中心`} />
    </RoleGate>
  )
}
