import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client'
import { leagues, leagueTeams, players, teams } from '../matches/tables'
import { buildCatalogue } from './catalogue'

/** Key of the transaction-level advisory lock that serializes concurrent seeders. */
const SEED_LOCK_KEY = 7_301_001
/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const CHUNK = 500

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK))
  return out
}

/**
 * Fills leagues, teams, league_teams and players on first start. A no-op when the catalogue is already
 * there; two processes starting together serialize on an advisory lock, and the second one sees the rows
 * the first committed.
 */
export async function seedCatalogue(db: Database, log: FastifyBaseLogger): Promise<void> {
  const started = performance.now()
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const existing = await tx.select({ id: leagues.id }).from(leagues).limit(1)
    if (existing.length > 0) return null
    const catalogue = buildCatalogue()
    for (const rows of chunks(catalogue.leagues)) await tx.insert(leagues).values(rows)
    for (const rows of chunks(catalogue.teams)) await tx.insert(teams).values(rows)
    const pairs = catalogue.leagueTeams.map(([leagueId, teamId]) => ({ leagueId, teamId }))
    for (const rows of chunks(pairs)) await tx.insert(leagueTeams).values(rows)
    for (const rows of chunks(catalogue.players)) await tx.insert(players).values(rows)
    return catalogue
  })
  if (!seeded) {
    log.debug('catalogue already seeded')
    return
  }
  log.info(
    {
      leagues: seeded.leagues.length,
      teams: seeded.teams.length,
      players: seeded.players.length,
      ms: Math.round(performance.now() - started),
    },
    'catalogue seeded',
  )
}

/** A league or team a data provider brought that the catalogue did not have, as its row will read. */
export type CatalogueAddition = {
  leagues: Array<typeof leagues.$inferInsert>
  teams: Array<typeof teams.$inferInsert>
  /** Teams seen playing in a league (the library lists a league's teams from these). */
  leagueTeams: Array<{ leagueId: string; teamId: string }>
  /** A provider's own team renamed at the provider: its names follow (merged seed teams keep theirs). */
  renamedTeams: Array<{ id: string; name: string; shortName: string }>
}

/**
 * The catalogue's one writer after the seed: adds what a real data provider brought (server/feed/refs.ts
 * decides what is new), inside the caller's transaction. Existing rows are left as they are, so a league or
 * team two providers bring at once is added once.
 */
export async function addToCatalogue(tx: Database, addition: CatalogueAddition): Promise<void> {
  for (const rows of chunks(addition.leagues)) await tx.insert(leagues).values(rows).onConflictDoNothing()
  for (const rows of chunks(addition.teams)) await tx.insert(teams).values(rows).onConflictDoNothing()
  for (const rows of chunks(addition.leagueTeams)) await tx.insert(leagueTeams).values(rows).onConflictDoNothing()
  for (const team of addition.renamedTeams)
    await tx
      .update(teams)
      .set({ name: team.name, nameEn: team.name, shortName: team.shortName })
      .where(eq(teams.id, team.id))
}

/** A team's logo address (server/feed/logos.ts stored the picture), or null to go back to the drawn crest. */
export async function setTeamLogo(db: Database, teamId: string, logo: string | null): Promise<void> {
  await db.update(teams).set({ logo }).where(eq(teams.id, teamId))
}
