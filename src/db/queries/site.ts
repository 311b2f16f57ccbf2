import { useLiveQuery } from 'dexie-react-hooks'
import type { SiteDocument } from '../../../protocol/calls/site'
import { db } from '../instance'

/** A site document as last loaded for the UI language; null when never loaded. */
export function useSiteDocument(id: string, locale: string): SiteDocument | null | undefined {
  return useLiveQuery(async () => (await db.siteDocuments.get([id, locale]))?.document ?? null, [id, locale])
}
