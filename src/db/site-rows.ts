import type { SiteDocument } from '../../protocol/calls/site'

/** A site document as loaded for the UI language `locale` (its text may be in a fallback language). */
export type SiteDocumentRow = { id: string; locale: string; document: SiteDocument; fetchedAt: number }
