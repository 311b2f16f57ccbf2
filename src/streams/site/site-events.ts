import type { SiteDocument } from '../../../protocol/calls/site'

/** The site documents' bus events; the site writer stores them. */
export type SiteEvent = { type: 'site/document'; id: string; locale: string; document: SiteDocument; at: number }
