import type { Ticket } from '../../protocol/calls/site'
import type { Database } from '../db/client'
import { siteTickets } from './tables'

// The owner of site_tickets: complaints and cooperation requests, answered with a ticket number.

export type NewTicket = {
  kind: 'complaint' | 'cooperation'
  name: string
  contact: string
  subject: string
  message: string
  userId: number | null
}

/** T + the id padded to six digits: what the sender quotes when asking after it. */
export const ticketNo = (id: number) => `T${String(id).padStart(6, '0')}`

export async function openTicket(db: Database, ticket: NewTicket, now: number): Promise<Ticket> {
  const [row] = await db
    .insert(siteTickets)
    .values({ ...ticket, createdAt: now })
    .returning({ id: siteTickets.id })
  if (!row) throw new Error('ticket insert returned no row')
  return { ticketNo: ticketNo(row.id), createdAt: now }
}
