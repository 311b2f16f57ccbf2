import { createFileRoute } from '@tanstack/react-router'
import { DocumentPage } from '../-components/site/document-page'

/** /protocol/privacy: the site document 'privacy' (server/site/content.ts), in the UI language. */
export const Route = createFileRoute('/protocol/privacy')({
  component: () => <DocumentPage id="privacy" />,
})
