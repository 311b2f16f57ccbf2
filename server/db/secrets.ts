import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { bigint, pgTable, text } from 'drizzle-orm/pg-core'
import type { Database } from './client'

// Secrets the servers of one database made themselves (0070_server_secrets.sql): the signing key of video,
// picture and identity addresses. This module is the table's only writer.

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
})

/** The row's name: it was made for HLS first, and kept its name (the key is one, its uses prefix their input). */
const SECRET_NAME = 'hls-signing'

const secrets = new WeakMap<Database, Promise<string>>()

/**
 * The signing key of this database's servers: `configured` (HLS_SIGNING_SECRET) when set, else a random key
 * made on first use and kept in server_secrets (the first process to insert it wins; the others read it).
 * Every use signs under a prefix of its own (`hls:`, `plan-image:`, …).
 */
export function signingSecretOf(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured)
  let secret = secrets.get(db)
  if (!secret) {
    secret = loadSecret(db)
    // A failed read (database down) is not remembered: the next request tries again.
    secret.catch(() => secrets.delete(db))
    secrets.set(db, secret)
  }
  return secret
}

async function loadSecret(db: Database): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url'), createdAt: Date.now() })
    .onConflictDoNothing()
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME))
  if (!row) throw new Error('the signing secret could not be stored')
  return row.value
}
