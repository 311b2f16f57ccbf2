import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'
import { RoleGate } from '../-components/role-gate'

export const Route = createFileRoute('/channel/water')({
  component: ChannelFlowPage,
})

function ChannelFlowPage() {
  return (
    <RoleGate roles={['channelPartner']}>
      <ComingSoonPage section={msg`流水明细`} />
    </RoleGate>
  )
}
