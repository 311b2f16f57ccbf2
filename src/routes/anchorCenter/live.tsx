import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'
import { RoleGate } from '../-components/role-gate'

export const Route = createFileRoute('/anchorCenter/live')({
  component: AnchorLiveSettingsPage,
})

function AnchorLiveSettingsPage() {
  return (
    <RoleGate roles={['anchor']}>
      <ComingSoonPage section={msg`直播设置`} />
    </RoleGate>
  )
}
