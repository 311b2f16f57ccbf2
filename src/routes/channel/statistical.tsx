import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'
import { RoleGate } from '../-components/role-gate'

export const Route = createFileRoute('/channel/statistical')({
  component: ChannelStatisticsPage,
})

function ChannelStatisticsPage() {
  return (
    <RoleGate roles={['channelPartner']}>
      <ComingSoonPage section={msg`推广统计`} />
    </RoleGate>
  )
}
