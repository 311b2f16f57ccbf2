import { and, desc, eq, sql } from 'drizzle-orm'
import type { SiteDocument } from '../../protocol/calls/site'
import { DEFAULT_LOCALE, type Locale } from '../../protocol/constants'
import type { SiteFacts } from '../config'
import type { Database } from '../db/client'
import { BUILT_IN_DOCUMENTS, certificateBody } from './content'
import { siteDocuments } from './tables'

// The owner of site_documents: stores each built-in document version once (a raised version is added beside
// the old ones, which stay as the record of what was published when), and reads the latest version.

/** Stores the built-in documents' versions the table lacks; answers how many were added. */
export async function storeBuiltInDocuments(db: Database, now = Date.now()): Promise<number> {
  const rows = Object.entries(BUILT_IN_DOCUMENTS).flatMap(([locale, documents]) =>
    documents.map((d) => ({ id: d.id, locale, version: d.version, title: d.title, body: d.body, updatedAt: now })),
  )
  const added = await db.insert(siteDocuments).values(rows).onConflictDoNothing().returning({ id: siteDocuments.id })
  return added.length
}

async function latest(db: Database, id: string, locale: string): Promise<SiteDocument | null> {
  const rows = await db
    .select()
    .from(siteDocuments)
    .where(and(eq(siteDocuments.id, id), eq(siteDocuments.locale, locale)))
    .orderBy(desc(siteDocuments.version))
    .limit(1)
  const row = rows[0]
  return row ? { ...row } : null
}

/**
 * A document's latest version in `locale`, else in English for the other foreign locales, else in
 * Chinese; the certificate is built from the operator's configuration. Null when there is no such document.
 */
export async function documentOf(
  db: Database,
  id: string,
  locale: Locale,
  facts: SiteFacts,
): Promise<SiteDocument | null> {
  if (id === 'certificate') {
    const language = locale === 'zh_CN' || locale === 'zh_TW' ? 'zh_CN' : 'en'
    return { id, locale: language, version: 1, updatedAt: 0, ...certificateBody(language, facts) }
  }
  const tried = [...new Set([locale, ...(locale.startsWith('zh') ? [] : ['en']), DEFAULT_LOCALE])]
  for (const candidate of tried) {
    const found = await latest(db, id, candidate)
    if (found) return found
  }
  return null
}

/** How many versions are stored (for tests and the start-up log). */
export async function documentVersions(db: Database): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(siteDocuments)
  return Number(rows[0]?.n ?? 0)
}
