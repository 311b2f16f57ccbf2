import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { users } from '../auth/tables'
import type { Database } from '../db/client'
import { rowsOf } from '../db/rows'
import { anchors, liveRooms } from '../live/tables'
import { listMatches } from '../matches/query'
import { leagues, matches, players, teams } from '../matches/tables'
import { termsOf } from './fold'
import { searchEntries } from './tables'

// The owner of search_entries: builds one entry per league, team, player, current match, anchor and live
// room from their owners' tables. The catalogue changes only with a seed, matches and rooms all the time:
// the catalogue kinds are indexed at start and every CATALOGUE_EVERY_MS, the live kinds every LIVE_EVERY_MS.

export const SEARCH_KINDS = ['league', 'team', 'player', 'match', 'anchor', 'room'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

type Entry = typeof searchEntries.$inferInsert
const HOUR = 3_600_000
export const LIVE_EVERY_MS = 30_000
export const CATALOGUE_EVERY_MS = 10 * 60_000
/** Matches indexed: live, and those starting or finished within this window around now. */
const MATCH_WINDOW_MS = 24 * HOUR

function entry(
  kind: SearchKind,
  id: string,
  gameId: number | null,
  title: string,
  subtitle: string,
  names: readonly (string | null | undefined)[],
  popularity: number,
  now: number,
): Entry {
  return { kind, id, gameId, title, subtitle, terms: termsOf(names).join('|'), popularity, updatedAt: now }
}

async function catalogueEntries(db: Database, now: number): Promise<Entry[]> {
  const [leagueRows, teamRows, playerRows, played, live] = await Promise.all([
    db.select().from(leagues),
    db.select().from(teams),
    db
      .select({
        id: players.id,
        gameId: players.gameId,
        nickname: players.nickname,
        realName: players.realName,
        teamName: teams.name,
        teamId: players.teamId,
      })
      .from(players)
      .leftJoin(teams, eq(teams.id, players.teamId)),
    db.execute(sql`
      SELECT team_id, count(*)::int AS n FROM (
        SELECT home_team_id AS team_id FROM matches WHERE status = 'closed'
        UNION ALL SELECT guest_team_id FROM matches WHERE status = 'closed') AS sides
      GROUP BY team_id`),
    db
      .select({ leagueId: matches.leagueId, home: matches.homeTeamId, guest: matches.guestTeamId })
      .from(matches)
      .where(eq(matches.status, 'live')),
  ])
  const playedBy = new Map(rowsOf<{ team_id: string; n: number }>(played).map((r) => [r.team_id, Number(r.n)]))
  const liveTeams = new Set(live.flatMap((m) => [m.home, m.guest]))
  const liveLeagues = new Set(live.map((m) => m.leagueId))
  return [
    ...leagueRows.map((l) =>
      entry(
        'league',
        l.id,
        l.gameId,
        l.name,
        l.region,
        [l.name, l.nameEn, l.shortName],
        (liveLeagues.has(l.id) ? 1000 : 0) + 100 * Math.max(0, 4 - l.tier),
        now,
      ),
    ),
    ...teamRows.map((t) =>
      entry(
        'team',
        t.id,
        t.gameId,
        t.name,
        t.nameEn,
        [t.name, t.nameEn, t.shortName],
        (liveTeams.has(t.id) ? 1000 : 0) + (playedBy.get(t.id) ?? 0),
        now,
      ),
    ),
    ...playerRows.map((p) =>
      entry(
        'player',
        p.id,
        p.gameId,
        p.nickname,
        p.teamName ?? '',
        [p.nickname, p.realName],
        (p.teamId && liveTeams.has(p.teamId) ? 1000 : 0) + (p.teamId ? (playedBy.get(p.teamId) ?? 0) : 0),
        now,
      ),
    ),
  ]
}

async function liveEntries(db: Database, now: number): Promise<Entry[]> {
  const [current, teamNames, anchorRows] = await Promise.all([
    listMatches(db, { startFrom: now - MATCH_WINDOW_MS, startBefore: now + MATCH_WINDOW_MS }, 5_000),
    db.select({ id: teams.id, nameEn: teams.nameEn }).from(teams),
    db
      .select({
        uid: anchors.userId,
        gameId: anchors.gameId,
        username: users.username,
        roomId: liveRooms.id,
        title: liveRooms.title,
        state: liveRooms.state,
        viewers: liveRooms.viewers,
      })
      .from(anchors)
      .innerJoin(users, eq(users.id, anchors.userId))
      .leftJoin(liveRooms, eq(liveRooms.anchorId, anchors.userId))
      .where(eq(anchors.status, 'passed')),
  ])
  const english = new Map(teamNames.map((t) => [t.id, t.nameEn]))
  const matchEntries = current.map((m) =>
    entry(
      'match',
      m.id,
      m.gameId,
      `${m.home.name} vs ${m.guest.name}`,
      m.leagueName,
      [m.home.name, m.home.shortName, english.get(m.home.id), m.guest.name, m.guest.shortName, english.get(m.guest.id)],
      m.status === 'live' ? 1000 : m.status === 'notStarted' ? 100 : 10,
      now,
    ),
  )
  const anchorEntries = anchorRows.flatMap((a) => {
    const live = a.state === 'live'
    const rows = [
      entry(
        'anchor',
        String(a.uid),
        a.gameId,
        a.username,
        a.title ?? '',
        [a.username],
        live ? 1000 + (a.viewers ?? 0) : 0,
        now,
      ),
    ]
    if (live && a.roomId !== null)
      rows.push(
        entry(
          'room',
          String(a.roomId),
          a.gameId,
          a.title || a.username,
          a.username,
          [a.title, a.username],
          1000 + (a.viewers ?? 0),
          now,
        ),
      )
    return rows
  })
  return [...matchEntries, ...anchorEntries]
}

/** Replaces the entries of `kinds` with `rows` in one transaction (upserts, then drops what was not seen). */
async function replace(db: Database, kinds: readonly SearchKind[], rows: Entry[], now: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(searchEntries)
        .values(rows.slice(i, i + 500))
        .onConflictDoUpdate({
          target: [searchEntries.kind, searchEntries.id],
          set: {
            gameId: sql`excluded.game_id`,
            title: sql`excluded.title`,
            subtitle: sql`excluded.subtitle`,
            terms: sql`excluded.terms`,
            popularity: sql`excluded.popularity`,
            updatedAt: sql`excluded.updated_at`,
          },
        })
    }
    await tx.delete(searchEntries).where(and(inArray(searchEntries.kind, [...kinds]), lt(searchEntries.updatedAt, now)))
  })
}

/** Indexes the catalogue (leagues, teams, players). */
export async function indexCatalogue(db: Database, now = Date.now()): Promise<number> {
  const rows = await catalogueEntries(db, now)
  await replace(db, ['league', 'team', 'player'], rows, now)
  return rows.length
}

/** Indexes what changes all the time: current matches, anchors and live rooms. */
export async function indexLive(db: Database, now = Date.now()): Promise<number> {
  const rows = await liveEntries(db, now)
  await replace(db, ['match', 'anchor', 'room'], rows, now)
  return rows.length
}

/**
 * Indexes everything now and keeps it fresh: the live kinds every LIVE_EVERY_MS, the catalogue every
 * CATALOGUE_EVERY_MS. Every process may run it (the writes are idempotent upserts); a failed pass is
 * logged and the next one tries again.
 */
export function startSearchIndexing(options: { db: Database; log: FastifyBaseLogger }): { stop(): Promise<void> } {
  const { db, log } = options
  let running: Promise<void> = Promise.resolve()
  const run = (what: string, pass: () => Promise<number>) => {
    running = running.then(async () => {
      try {
        await pass()
      } catch (error) {
        log.warn({ err: error }, `search indexing (${what}) failed`)
      }
    })
  }
  run('catalogue', () => indexCatalogue(db))
  run('live', () => indexLive(db))
  const live = setInterval(() => run('live', () => indexLive(db)), LIVE_EVERY_MS)
  const catalogue = setInterval(() => run('catalogue', () => indexCatalogue(db)), CATALOGUE_EVERY_MS)
  live.unref()
  catalogue.unref()
  return {
    stop: async () => {
      clearInterval(live)
      clearInterval(catalogue)
      await running
    },
  }
}
