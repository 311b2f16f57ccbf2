import { and, asc, count, eq } from 'drizzle-orm'
import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { Match } from '../../protocol/match'
import type { Database } from '../db/client'
import { selectMatches, toMatch } from './read'
import { matches } from './tables'

/** The typed view of migrations/0005_match_attention.sql. */
export const matchAttention = pgTable(
  'match_attention',
  {
    userId: integer('user_id').notNull(),
    matchId: text('match_id').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.matchId] })],
)

export async function followerCount(db: Database, matchId: string): Promise<number> {
  const rows = await db.select({ n: count() }).from(matchAttention).where(eq(matchAttention.matchId, matchId))
  return rows[0]?.n ?? 0
}

export async function followedCount(db: Database, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(matchAttention).where(eq(matchAttention.userId, userId))
  return rows[0]?.n ?? 0
}

/** Follows a match; following it again changes nothing (not even the time it was first followed). */
export async function follow(db: Database, userId: number, matchId: string, now: number): Promise<void> {
  await db.insert(matchAttention).values({ userId, matchId, createdAt: now }).onConflictDoNothing()
}

export async function unfollow(db: Database, userId: number, matchId: string): Promise<void> {
  await db.delete(matchAttention).where(and(eq(matchAttention.userId, userId), eq(matchAttention.matchId, matchId)))
}

export async function isFollowing(db: Database, userId: number, matchId: string): Promise<boolean> {
  const rows = await db
    .select({ matchId: matchAttention.matchId })
    .from(matchAttention)
    .where(and(eq(matchAttention.userId, userId), eq(matchAttention.matchId, matchId)))
  return rows.length > 0
}

/** A user's followed matches in start order. */
export async function followedMatches(db: Database, userId: number): Promise<Match[]> {
  const rows = await selectMatches(db)
    .innerJoin(matchAttention, eq(matchAttention.matchId, matches.id))
    .where(eq(matchAttention.userId, userId))
    .orderBy(asc(matches.startTime), asc(matches.id))
  return rows.map(toMatch)
}
