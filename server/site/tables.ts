import { bigint, bigserial, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { DocumentBlock } from '../../protocol/calls/site'

/** Versions of the site's documents per locale (migration 0100); written only by server/site/documents.ts. */
export const siteDocuments = pgTable(
  'site_documents',
  {
    id: text('id').notNull(),
    locale: text('locale').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: jsonb('body').$type<DocumentBlock[]>().notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.locale, t.version] })],
)

/** Complaints and cooperation requests (migration 0100); written only by server/site/tickets.ts. */
export const siteTickets = pgTable('site_tickets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<'complaint' | 'cooperation'>().notNull(),
  name: text('name').notNull(),
  contact: text('contact').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  userId: integer('user_id'),
  status: text('status').notNull().default('open'),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
})
