import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'
import { RoleGate } from '../-components/role-gate'

export const Route = createFileRoute('/channel/user')({
  component: ChannelUsersPage,
})

function ChannelUsersPage() {
  return (
    <RoleGate roles={['channelPartner']}>
      <ComingSoonPage section={msg`推广用户`} />
    </RoleGate>
  )
}
