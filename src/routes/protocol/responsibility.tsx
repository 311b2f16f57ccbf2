import { createFileRoute } from '@tanstack/react-router'
import { DocumentPage } from '../-components/site/document-page'

/** /protocol/responsibility: the site document 'responsibility' (server/site/content.ts), in the UI language. */
export const Route = createFileRoute('/protocol/responsibility')({
  component: () => <DocumentPage id="responsibility" />,
})
