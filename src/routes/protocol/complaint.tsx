import { createFileRoute } from '@tanstack/react-router'
import { submitComplaint } from '../../streams/site/site-interest'
import { ComplaintForm } from '../../ui/site/ticket-forms'
import { DocumentPage } from '../-components/site/document-page'

/** /protocol/complaint: the complaint notice and form; a ticket number confirms it. */
export const Route = createFileRoute('/protocol/complaint')({
  component: () => (
    <DocumentPage id="complaint">
      <ComplaintForm onSubmit={submitComplaint} />
    </DocumentPage>
  ),
})
