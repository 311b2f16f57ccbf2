import { and, asc, desc, eq, gte, sql } from 'drizzle-orm'
import { addDays, beijingDay, dayRange } from '../../protocol/calendar'
import { IDENTITY_LIMITS } from '../../protocol/identity'
import { type Leaderboard, type LeaderboardType, LIVE_LIMITS, leaderboardTypeSchema } from '../../protocol/live'
import { identityChecks, users } from '../auth/tables'
import { avatarUrl } from '../auth/users'
import type { Database } from '../db/client'
import type { LivePublisher } from '../realtime/live-publisher'
import { giftRecords } from './tables'

const DAY_MS = 24 * 3_600_000
const BEIJING_OFFSET_MS = 8 * 3_600_000

/** Where a leaderboard starts: Beijing today, Monday 00:00 Beijing of this week, or the beginning. */
export function leaderboardStart(type: LeaderboardType, now: number): number | null {
  const today = beijingDay(now)
  if (type === 'day') return dayRange(today).start
  if (type === 'total') return null
  // getUTCDay of the day's own date: 0 is Sunday, so Monday is 6 days back from it.
  const weekday = new Date(`${today}T00:00:00.000Z`).getUTCDay()
  return dayRange(addDays(today, -((weekday + 6) % 7))).start
}

/**
 * A room's most active senders since the board's start: by gifts sent, then by days on which they sent, then
 * the earlier sender id (protocol/live.ts leaderboardEntrySchema: no coin amounts). Anyone whose checked age
 * is under 18 is left out.
 */
export async function computeLeaderboard(
  db: Database,
  roomId: number,
  type: LeaderboardType,
  now: number,
): Promise<Leaderboard> {
  const start = leaderboardStart(type, now)
  const gifts = sql<string>`sum(${giftRecords.giftCount})`
  const days = sql<string>`count(distinct floor((${giftRecords.at} + ${BEIJING_OFFSET_MS}) / ${DAY_MS}))`
  // Born after this day (YYYY-MM-DD), one is under 18 today in Beijing.
  const [year, rest] = [Number(beijingDay(now).slice(0, 4)), beijingDay(now).slice(4)]
  const adultsBornBy = `${year - IDENTITY_LIMITS.adultAge}${rest}`
  const rows = await db
    .select({
      uid: giftRecords.senderId,
      username: users.username,
      avatarVersion: users.avatarVersion,
      gifts,
      days,
    })
    .from(giftRecords)
    .innerJoin(users, eq(users.id, giftRecords.senderId))
    .leftJoin(identityChecks, eq(identityChecks.userId, giftRecords.senderId))
    .where(
      and(
        eq(giftRecords.roomId, roomId),
        start === null ? undefined : gte(giftRecords.at, start),
        sql`not (${identityChecks.status} is not distinct from 'verified' and ${identityChecks.birthDate} > ${adultsBornBy})`,
      ),
    )
    .groupBy(giftRecords.senderId, users.username, users.avatarVersion)
    .orderBy(desc(gifts), desc(days), asc(giftRecords.senderId))
    .limit(LIVE_LIMITS.leaderboardSize)
  return {
    roomId,
    type,
    at: now,
    entries: rows.map((row, i) => ({
      rank: i + 1,
      uid: row.uid,
      username: row.username,
      avatar: avatarUrl({ id: row.uid, avatarVersion: row.avatarVersion }),
      gifts: Number(row.gifts),
      days: Number(row.days),
    })),
  }
}

/** Pushes all three of a room's boards (after a gift committed). */
export async function publishLeaderboards(db: Database, live: LivePublisher, roomId: number, now: number) {
  for (const type of leaderboardTypeSchema.options) live.leaderboard(await computeLeaderboard(db, roomId, type, now))
}
