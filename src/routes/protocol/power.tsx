import { createFileRoute } from '@tanstack/react-router'
import { DocumentPage } from '../-components/site/document-page'

/** /protocol/power: the site document 'power' (server/site/content.ts), in the UI language. */
export const Route = createFileRoute('/protocol/power')({
  component: () => <DocumentPage id="power" />,
})
