import { createFileRoute } from '@tanstack/react-router'
import { PlanPage } from '../../-components/expert/plan-page'

/** A plan's detail (the spec's "plan detail"; its path is not shown there). */
export const Route = createFileRoute('/expert/plan/$planId')({
  component: PlanDetailPage,
})

function PlanDetailPage() {
  const { planId } = Route.useParams()
  return <PlanPage planId={planId} />
}
