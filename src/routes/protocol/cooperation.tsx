import { createFileRoute } from '@tanstack/react-router'
import { submitCooperation } from '../../streams/site/site-interest'
import { CooperationForm } from '../../ui/site/ticket-forms'
import { DocumentPage } from '../-components/site/document-page'

/** /protocol/cooperation: the cooperation notice and form; a ticket number confirms it. */
export const Route = createFileRoute('/protocol/cooperation')({
  component: () => (
    <DocumentPage id="cooperation">
      <CooperationForm onSubmit={submitCooperation} />
    </DocumentPage>
  ),
})
