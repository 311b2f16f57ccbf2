import { createFileRoute } from '@tanstack/react-router'
import { DocumentPage } from './-components/site/document-page'

/** /about: the site document 'about' (server/site/content.ts), in the UI language. */
export const Route = createFileRoute('/about')({
  component: () => <DocumentPage id="about" />,
})
