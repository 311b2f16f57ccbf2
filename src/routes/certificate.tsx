import { createFileRoute } from '@tanstack/react-router'
import { DocumentPage } from './-components/site/document-page'

/** /certificate: the site document 'certificate' (server/site/content.ts), in the UI language. */
export const Route = createFileRoute('/certificate')({
  component: () => <DocumentPage id="certificate" />,
})
