import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '../-components/role-gate'
import { AuditPage } from './-components/audit-page'

/** Administrators: the draws of every box and odds version against the published odds. */
export const Route = createFileRoute('/blindBox/audit')({
  component: AuditRoute,
})

function AuditRoute() {
  return (
    <RoleGate roles={['admin']}>
      <AuditPage />
    </RoleGate>
  )
}
