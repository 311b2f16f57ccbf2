import { and, eq, inArray, sql } from 'drizzle-orm'
import { bigint, boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'
import { leagues, teams } from '../matches/tables'
import { addToCatalogue, type CatalogueAddition } from '../seed/index'
import { wantLogos } from './logos'

/** Which catalogue row each provider id became (migration 0240). Written only here. */
export const providerRefs = pgTable(
  'provider_refs',
  {
    provider: text('provider').notNull(),
    kind: text('kind').$type<'league' | 'team'>().notNull(),
    externalId: text('external_id').notNull(),
    localId: text('local_id').notNull(),
    checked: boolean('checked').notNull().default(true),
    externalName: text('external_name').notNull().default(''),
    /** The provider's address of the team's logo, as last told (logos.ts fetches it). */
    imageUrl: text('image_url'),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.kind, t.externalId] })],
)

/**
 * A league as a provider names it. `hint` is the catalogue row the adapter knows it to be (API-Football's
 * league 39 is the seed's Premier League, whatever either calls it).
 */
export type ExternalLeague = { externalId: string; gameId: number; name: string; region: string | null; hint?: string }
/** A team as a provider names it. */
export type ExternalTeam = {
  externalId: string
  gameId: number
  name: string
  acronym: string | null
  country: string | null
  /** Where the provider keeps the team's logo, when it has one. */
  imageUrl?: string | null
}
/** What a provider's batch of matches names: its leagues, its teams and who played where. */
export type ExternalCatalogue = {
  leagues: ExternalLeague[]
  teams: ExternalTeam[]
  memberships: Array<{ league: string; team: string }>
}
/** Provider ids → catalogue ids, for the ids of one request. */
export type ResolvedIds = { leagues: Map<string, string>; teams: Map<string, string> }

/**
 * Resolves a provider's leagues and teams to catalogue rows, in one transaction: an id seen before keeps its
 * row; a new one is merged with an unclaimed row of the same game that has the same name (English or
 * Chinese) or, failing that, the same acronym (a guess, kept with `checked` false for staff to confirm);
 * anything else becomes a row of its own, named as the provider names it until staff give it a Chinese name.
 * A provider's own team renamed at the provider is renamed here too; a merged team keeps the portal's names.
 */
export async function resolveCatalogue(
  db: Database,
  provider: string,
  request: ExternalCatalogue,
  now: number,
): Promise<ResolvedIds> {
  return db.transaction(async (tx) => {
    const resolved: ResolvedIds = { leagues: new Map(), teams: new Map() }
    const addition: CatalogueAddition = { leagues: [], teams: [], leagueTeams: [], renamedTeams: [] }
    const newRefs: Array<typeof providerRefs.$inferInsert> = []
    // Each game's unclaimed rows are read once; a row merged in this batch is claimed for the rest of it, so
    // two provider ids never become one row (two leagues named alike, two teams with one acronym).
    const pools = new Map<string, Awaited<ReturnType<typeof unclaimed>>>()
    const claimed = new Set<string>()
    const candidatesOf = async (kind: 'league' | 'team', gameId: number) => {
      const pool = pools.get(`${kind}:${gameId}`) ?? (await unclaimed(tx, provider, kind, gameId))
      pools.set(`${kind}:${gameId}`, pool)
      return pool.filter((row) => !claimed.has(row.id))
    }

    const leagueRefs = await refsOf(tx, provider, 'league', unique(request.leagues))
    for (const league of unique(request.leagues)) {
      const known = leagueRefs.get(league.externalId)
      if (known) {
        resolved.leagues.set(league.externalId, known.localId)
        continue
      }
      const candidates = await candidatesOf('league', league.gameId)
      const merged =
        candidates.find((row) => row.id === league.hint) ??
        candidates.find((row) => sameName(league.name, [row.name, row.nameEn, row.shortName]))
      const localId = merged?.id ?? `${provider}-league-${league.externalId}`
      if (merged) claimed.add(merged.id)
      else
        addition.leagues.push({
          id: localId,
          gameId: league.gameId,
          name: league.name,
          nameEn: league.name,
          shortName: league.name.slice(0, 24),
          region: league.region ?? 'International',
          tier: 2,
          source: provider,
        })
      resolved.leagues.set(league.externalId, localId)
      newRefs.push(ref(provider, 'league', league.externalId, localId, true, league.name, now))
    }

    const teamRefs = await refsOf(tx, provider, 'team', unique(request.teams))
    const logos: Array<{ teamId: string; url: string }> = []
    for (const team of unique(request.teams)) {
      const known = teamRefs.get(team.externalId)
      const image = team.imageUrl ?? null
      if (known) {
        resolved.teams.set(team.externalId, known.localId)
        const newImage = image !== null && image !== known.imageUrl
        if (newImage) logos.push({ teamId: known.localId, url: image })
        if (known.externalName !== team.name || newImage) {
          newRefs.push(
            ref(
              provider,
              'team',
              team.externalId,
              known.localId,
              known.checked,
              team.name,
              now,
              image ?? known.imageUrl,
            ),
          )
          if (known.localId === `${provider}-team-${team.externalId}`)
            addition.renamedTeams.push({ id: known.localId, name: team.name, shortName: shortNameOf(team) })
        }
        continue
      }
      const candidates = await candidatesOf('team', team.gameId)
      const byName = candidates.find((row) => sameName(team.name, [row.name, row.nameEn]))
      const byAcronym = team.acronym
        ? candidates.filter((row) => sameName(team.acronym ?? '', [row.shortName, row.name]))
        : []
      // "Tottenham" for "Tottenham Hotspur FC": a name that begins one row's name only.
      const key = nameKey(team.name)
      const byPrefix =
        key.length >= 5 ? candidates.filter((row) => nameKey(row.nameEn).startsWith(key)) : ([] as typeof candidates)
      const merged =
        byName ??
        (byAcronym.length === 1 ? byAcronym[0] : undefined) ??
        (byPrefix.length === 1 ? byPrefix[0] : undefined)
      const localId = merged?.id ?? `${provider}-team-${team.externalId}`
      if (merged) claimed.add(merged.id)
      else
        addition.teams.push({
          id: localId,
          gameId: team.gameId,
          name: team.name,
          nameEn: team.name,
          shortName: shortNameOf(team),
          country: team.country,
          logo: null,
          source: provider,
        })
      resolved.teams.set(team.externalId, localId)
      if (image !== null) logos.push({ teamId: localId, url: image })
      newRefs.push(
        ref(provider, 'team', team.externalId, localId, byName !== undefined || !merged, team.name, now, image),
      )
    }

    for (const { league, team } of request.memberships) {
      const leagueId = resolved.leagues.get(league)
      const teamId = resolved.teams.get(team)
      if (leagueId && teamId) addition.leagueTeams.push({ leagueId, teamId })
    }
    await addToCatalogue(tx, addition)
    await wantLogos(tx, logos, now)
    if (newRefs.length > 0)
      await tx
        .insert(providerRefs)
        .values(newRefs)
        .onConflictDoUpdate({
          target: [providerRefs.provider, providerRefs.kind, providerRefs.externalId],
          set: { externalName: sqlExcluded('external_name'), imageUrl: sqlExcluded('image_url'), updatedAt: now },
        })
    return resolved
  })
}

/** The ids of a provider a staff review should look at: merges made on an acronym alone. */
export async function uncheckedRefs(db: Database, provider: string) {
  return db
    .select()
    .from(providerRefs)
    .where(and(eq(providerRefs.provider, provider), eq(providerRefs.checked, false)))
}

function unique<T extends { externalId: string }>(items: T[]): T[] {
  return [...new Map(items.map((item) => [item.externalId, item])).values()]
}

async function refsOf(tx: Database, provider: string, kind: 'league' | 'team', items: { externalId: string }[]) {
  if (items.length === 0) return new Map<string, typeof providerRefs.$inferSelect>()
  const rows = await tx
    .select()
    .from(providerRefs)
    .where(
      and(
        eq(providerRefs.provider, provider),
        eq(providerRefs.kind, kind),
        inArray(
          providerRefs.externalId,
          items.map((item) => item.externalId),
        ),
      ),
    )
  return new Map(rows.map((row) => [row.externalId, row]))
}

/** Rows of a game no id of this provider has claimed yet, in id order (a deterministic merge). */
async function unclaimed(tx: Database, provider: string, kind: 'league' | 'team', gameId: number) {
  const table = kind === 'league' ? leagues : teams
  const [rows, claimedRows] = await Promise.all([
    tx
      .select({ id: table.id, name: table.name, nameEn: table.nameEn, shortName: table.shortName })
      .from(table)
      .where(eq(table.gameId, gameId))
      .orderBy(table.id),
    tx
      .select({ localId: providerRefs.localId })
      .from(providerRefs)
      .where(and(eq(providerRefs.provider, provider), eq(providerRefs.kind, kind))),
  ])
  const taken = new Set(claimedRows.map((row) => row.localId))
  return rows.filter((row) => !taken.has(row.id))
}

function ref(
  provider: string,
  kind: 'league' | 'team',
  externalId: string,
  localId: string,
  checked: boolean,
  externalName: string,
  now: number,
  imageUrl: string | null = null,
): typeof providerRefs.$inferInsert {
  return { provider, kind, externalId, localId, checked, externalName, imageUrl, updatedAt: now }
}

function shortNameOf(team: ExternalTeam): string {
  return (team.acronym?.trim() || team.name).slice(0, 16)
}

/** Words that name what a club is rather than which: "Team Liquid" and "Liquid" are one team. */
const FILLER = /\b(team|esports?|e-sports|gaming|club|a?fc|cf|gc)\b/g

/** A name reduced to what tells teams apart: case, accents, punctuation and filler words dropped. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(FILLER, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, '')
}

function sameName(name: string, candidates: Array<string | null>): boolean {
  const key = nameKey(name)
  return key !== '' && candidates.some((candidate) => candidate !== null && nameKey(candidate) === key)
}

function sqlExcluded(column: string) {
  return sql.raw(`excluded.${column}`)
}
