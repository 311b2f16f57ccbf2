import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/** One searchable entity (migration 0090); written only by server/search/index-entries.ts. */
export const searchEntries = pgTable(
  'search_entries',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    gameId: integer('game_id'),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /** '|'-separated folded forms (see fold.ts); matched with LIKE on a trigram index. */
    terms: text('terms').notNull(),
    popularity: integer('popularity').notNull().default(0),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
)
