import { createFileRoute } from '@tanstack/react-router'
import { DocumentPage } from '../-components/site/document-page'

/** /protocol/service: the site document 'service' (server/site/content.ts), in the UI language. */
export const Route = createFileRoute('/protocol/service')({
  component: () => <DocumentPage id="service" />,
})
