import { createFileRoute } from '@tanstack/react-router'
import { DocumentPage } from '../-components/site/document-page'

/** /protocol/{id}: any other site document (attributions …); /protocol alone is the terms of service. */
export const Route = createFileRoute('/protocol/{-$id}')({
  component: PolicyPage,
})

function PolicyPage() {
  const { id } = Route.useParams()
  return <DocumentPage key={id ?? 'service'} id={id ?? 'service'} />
}
