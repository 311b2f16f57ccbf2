import { createFileRoute } from '@tanstack/react-router'
import { ExpertPage } from '../-components/expert/expert-page'

export const Route = createFileRoute('/expert/$id')({
  component: ExpertHomePage,
})

function ExpertHomePage() {
  const { id } = Route.useParams()
  return <ExpertPage id={id} />
}
