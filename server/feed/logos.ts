import { createHash } from 'node:crypto'
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import { bigint, customType, integer, pgTable, text } from 'drizzle-orm/pg-core'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Database } from '../db/client'
import { letOthersIn, repeatEvery } from '../jobs/repeat'
import { resizeToPng } from '../media/image-resize'
import { sniffImage } from '../media/image-sniff'
import { setTeamLogo } from '../seed/index'

/**
 * The owner of `team_logos` (migration 0270): a real provider's team logo fetched once, checked and kept in
 * the portal's own storage, then served with a year's immutable cache — never hot-linked, so a visitor's
 * browser talks to the portal only and a provider's CDN sees no visitor.
 *
 * A logo address is taken only from a provider's own image hosts (PandaScore's, API-Sports') or the host of
 * a configured provider URL (the doubles), over HTTPS (plain HTTP only for a configured host), without
 * redirects; the answer must be a PNG, JPEG or WebP by its own bytes, at most 512 KB and 2048 px a side;
 * ffmpeg redraws it as a PNG of at most 128 px in a sandbox (media/image-resize.ts). A failure is tried
 * again 10 minutes later, then 40, 160…; after five the logo is refused and the team keeps its drawn crest.
 */

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

export const teamLogos = pgTable('team_logos', {
  teamId: text('team_id').primaryKey(),
  sourceUrl: text('source_url').notNull(),
  status: text('status').$type<'pending' | 'stored' | 'refused'>().notNull(),
  hash: text('hash'),
  data: bytea('data'),
  reason: text('reason'),
  attempts: integer('attempts').notNull().default(0),
  nextTryAt: bigint('next_try_at', { mode: 'number' }).notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
})

export const LOGO_SIDE = 128
const MAX_BYTES = 512 * 1024
const MAX_SIDE = 2048
const TRIES = 5
const FIRST_RETRY_MS = 10 * 60_000
const PER_PASS = 25
/** The image hosts of the providers the portal reads (PandaScore's CDN, API-Sports' media host). */
const PROVIDER_IMAGE_HOSTS = ['pandascore.co', 'api-sports.io']

export const teamLogoUrl = (hash: string) => `/java/team/logo/${hash}`

/**
 * Wants the logo at `url` for each team, inside the caller's transaction (server/feed/refs.ts): a team new
 * to logos, or whose provider now names another address, is fetched afresh; the same address changes nothing.
 */
export async function wantLogos(tx: Database, wanted: Array<{ teamId: string; url: string }>, now: number) {
  if (wanted.length === 0) return
  await tx
    .insert(teamLogos)
    .values(
      wanted.map(({ teamId, url }) => ({
        teamId,
        sourceUrl: url,
        status: 'pending' as const,
        nextTryAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: teamLogos.teamId,
      set: {
        sourceUrl: sql`excluded.source_url`,
        status: 'pending',
        attempts: 0,
        reason: null,
        nextTryAt: now,
        updatedAt: now,
      },
      setWhere: sql`${teamLogos.sourceUrl} <> excluded.source_url`,
    })
}

/** Whether the portal fetches from `url`: a provider image host over HTTPS, or a configured provider host. */
export function logoAddressAllowed(url: string, configuredHosts: readonly string[]): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.username || parsed.password) return false
  if (configuredHosts.includes(parsed.host)) return parsed.protocol === 'https:' || parsed.protocol === 'http:'
  return (
    parsed.protocol === 'https:' &&
    PROVIDER_IMAGE_HOSTS.some((host) => parsed.hostname === host || parsed.hostname.endsWith(`.${host}`))
  )
}

export type LogoOptions = {
  db: Database
  ffmpegPath: string
  /** Hosts (host:port) of the configured provider URLs, whose own addresses are allowed too. */
  configuredHosts: readonly string[]
  now: () => number
  fetch?: typeof fetch
}

/** One pass: claims up to 25 due logos (two servers never take the same one) and fetches each. */
export async function fetchDueLogos(options: LogoOptions): Promise<{ stored: number; failed: number }> {
  const { db } = options
  const now = options.now()
  const due = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ teamId: teamLogos.teamId, sourceUrl: teamLogos.sourceUrl, attempts: teamLogos.attempts })
      .from(teamLogos)
      .where(and(eq(teamLogos.status, 'pending'), lte(teamLogos.nextTryAt, now)))
      .orderBy(asc(teamLogos.nextTryAt))
      .limit(PER_PASS)
      .for('update', { skipLocked: true })
    for (const row of rows)
      await tx
        .update(teamLogos)
        .set({ nextTryAt: now + FIRST_RETRY_MS })
        .where(eq(teamLogos.teamId, row.teamId))
    return rows
  })
  let stored = 0
  let failed = 0
  for (const row of due) {
    await letOthersIn()
    try {
      const png = await fetchLogo(row.sourceUrl, options)
      const hash = createHash('sha256').update(png).digest('hex')
      await db
        .update(teamLogos)
        .set({ status: 'stored', hash, data: png, reason: null, attempts: row.attempts + 1, updatedAt: now })
        .where(and(eq(teamLogos.teamId, row.teamId), eq(teamLogos.sourceUrl, row.sourceUrl)))
      await setTeamLogo(db, row.teamId, teamLogoUrl(hash))
      stored++
    } catch (error) {
      const attempts = row.attempts + 1
      await db
        .update(teamLogos)
        .set({
          status: attempts >= TRIES ? 'refused' : 'pending',
          reason: (error as Error).message.slice(0, 300),
          attempts,
          nextTryAt: now + FIRST_RETRY_MS * 4 ** (attempts - 1),
          updatedAt: now,
        })
        .where(and(eq(teamLogos.teamId, row.teamId), eq(teamLogos.sourceUrl, row.sourceUrl)))
      failed++
    }
  }
  return { stored, failed }
}

/** The PNG of the logo at `url`, or an error that says why not. */
async function fetchLogo(url: string, options: LogoOptions): Promise<Buffer> {
  if (!logoAddressAllowed(url, options.configuredHosts)) throw new Error('not a provider image address')
  const response = await (options.fetch ?? fetch)(url, { redirect: 'error', signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) throw new Error('larger than 512 KB')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength
    if (size > MAX_BYTES) throw new Error('larger than 512 KB')
    chunks.push(Buffer.from(chunk))
  }
  const image = sniffImage(Buffer.concat(chunks))
  if (!image) throw new Error('not a PNG, JPEG or WebP')
  if (image.width === 0 || image.height === 0 || image.width > MAX_SIDE || image.height > MAX_SIDE)
    throw new Error(`declares ${image.width}×${image.height}`)
  return resizeToPng(options.ffmpegPath, image, LOGO_SIDE)
}

/** Fetches due logos every 15 s until stopped. */
export function startLogoFetcher(options: LogoOptions & { log: FastifyBaseLogger; intervalMs?: number }) {
  return repeatEvery(
    options.intervalMs ?? 15_000,
    async () => {
      const { stored, failed } = await fetchDueLogos(options)
      if (stored + failed > 0) options.log.info({ stored, failed }, 'team logos fetched')
    },
    (error) => options.log.error({ err: error }, 'team logos failed; retrying on the next pass'),
  )
}

/** Serves stored logos at /java/team/logo/:hash: a PNG ffmpeg drew, nosniff, a year's immutable cache. */
export function registerTeamLogoRoute(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { hash: string } }>('/java/team/logo/:hash', async (request, reply) => {
    const hash = /^[0-9a-f]{64}$/.test(request.params.hash) ? request.params.hash : null
    const [row] = hash
      ? await db
          .select({ data: teamLogos.data })
          .from(teamLogos)
          .where(and(eq(teamLogos.hash, hash), eq(teamLogos.status, 'stored')))
          .limit(1)
      : []
    if (!row?.data) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(row.data))
  })
}
