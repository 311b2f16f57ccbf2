import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSiteDocument } from '../../../db/queries/site'
import { useSiteDocumentInterest } from '../../../streams/site/site-interest'
import { DocumentView } from '../../../ui/site/document-view'
import { usePageTitle } from '../../-app/use-page-title'
import { CachedPageState } from '../cached-page-state'

/**
 * A site document page (about, terms, privacy …) in the UI language, from the cache (offline too), with
 * what follows the text (a form) below it.
 */
export function DocumentPage({ id, children }: { id: string; children?: ReactNode }) {
  const { i18n } = useLingui()
  const { status, retry } = useSiteDocumentInterest(id, i18n.locale)
  const document = useSiteDocument(id, i18n.locale)
  usePageTitle(document?.title, document?.body.find((b) => b.type === 'paragraph')?.text.slice(0, 150))
  return (
    <section className="panel" data-testid="document-page">
      <CachedPageState data={document} status={status} retry={retry}>
        {(loaded) => (
          <>
            <DocumentView document={loaded} />
            {children}
          </>
        )}
      </CachedPageState>
    </section>
  )
}
