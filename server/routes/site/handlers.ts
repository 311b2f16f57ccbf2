import type { SITE_CALLS } from '../../../protocol/calls/site'
import { SITE_MESSAGES } from '../../../protocol/messages/site'
import { takeHit } from '../../auth/rate-limit'
import { CallError } from '../../http/call-error'
import { documentOf } from '../../site/documents'
import { openTicket } from '../../site/tickets'
import type { CallContext, HandlersOf } from '../handler'

/** Tickets one address may open per hour (each is a row someone must read). */
const TICKETS_PER_HOUR = 5

async function limitTickets({ db, auth }: CallContext): Promise<void> {
  const limit = { bucket: `ticket:ip:${auth.ip}`, max: TICKETS_PER_HOUR, windowMs: 60 * 60 * 1000 }
  if (!(await takeHit(db, [limit], auth.now()))) throw new CallError(429, SITE_MESSAGES.tooManyTickets)
}

export const SITE_HANDLERS: HandlersOf<typeof SITE_CALLS> = {
  siteDocument: async ({ id }, { db, locale, config }) => {
    const found = await documentOf(db, id, locale, config.site)
    if (!found) throw new CallError(404, SITE_MESSAGES.documentNotFound)
    return found
  },
  siteComplaint: async ({ name, contact, subject, reason, message }, context) => {
    await limitTickets(context)
    const userId = context.auth.session?.userId ?? null
    return openTicket(
      context.db,
      { kind: 'complaint', name, contact, subject: `[${reason}] ${subject}`, message, userId },
      context.auth.now(),
    )
  },
  siteCooperation: async ({ name, contact, company, message }, context) => {
    await limitTickets(context)
    const userId = context.auth.session?.userId ?? null
    return openTicket(
      context.db,
      { kind: 'cooperation', name, contact, subject: company, message, userId },
      context.auth.now(),
    )
  },
}
