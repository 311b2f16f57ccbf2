import type { CallInput } from '../../../protocol/calls'
import type { Ticket } from '../../../protocol/calls/site'
import { attempt } from '../account/session-actions'
import { type Interest, useLoadInterest } from '../core/interest'
import { app } from '../core/runtime'

/** While mounted: a site document in the UI language `locale` is loaded into the cache (read it with useSiteDocument). */
export function useSiteDocumentInterest(id: string, locale: string): Interest {
  return useLoadInterest(`site:${id}:${locale}`, async (api, bus, signal) => {
    const document = await api.call('siteDocument', { id }, { signal })
    bus.emit({ type: 'site/document', id, locale, document, at: Date.now() })
  })
}

/** What a ticket form's submit answers: the ticket, or the server's message when it refused. */
export type TicketOutcome = { ticket: Ticket | null; refused: string | null }

async function openTicket(call: () => Promise<Ticket>): Promise<TicketOutcome> {
  let ticket: Ticket | null = null
  const refused = await attempt(async () => {
    ticket = await call()
  })
  return { ticket, refused }
}

export function submitComplaint(input: CallInput<'siteComplaint'>): Promise<TicketOutcome> {
  return openTicket(() => app.api.call('siteComplaint', input))
}

export function submitCooperation(input: CallInput<'siteCooperation'>): Promise<TicketOutcome> {
  return openTicket(() => app.api.call('siteCooperation', input))
}
