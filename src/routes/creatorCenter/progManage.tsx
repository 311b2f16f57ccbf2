import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'
import { RoleGate } from '../-components/role-gate'

export const Route = createFileRoute('/creatorCenter/progManage')({
  component: PlanManagementPage,
})

function PlanManagementPage() {
  return (
    <RoleGate roles={['creator', 'expert']}>
      <ComingSoonPage section={msg`方案管理`} />
    </RoleGate>
  )
}
