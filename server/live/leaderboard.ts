import { and, asc, desc, eq, gte, sql } from 'drizzle-orm'
import { addDays, beijingDay, dayRange } from '../../protocol/calendar'
import { type Leaderboard, type LeaderboardType, LIVE_LIMITS, leaderboardTypeSchema } from '../../protocol/live'
import { users } from '../auth/tables'
import { avatarUrl } from '../auth/users'
import type { Database } from '../db/client'
import type { LivePublisher } from '../realtime/live-publisher'
import { giftRecords } from './tables'

/** Where a leaderboard starts: Beijing today, Monday 00:00 Beijing of this week, or the beginning. */
export function leaderboardStart(type: LeaderboardType, now: number): number | null {
  const today = beijingDay(now)
  if (type === 'day') return dayRange(today).start
  if (type === 'total') return null
  // getUTCDay of the day's own date: 0 is Sunday, so Monday is 6 days back from it.
  const weekday = new Date(`${today}T00:00:00.000Z`).getUTCDay()
  return dayRange(addDays(today, -((weekday + 6) % 7))).start
}

/** A room's top senders by coins since the board's start (ties: the earlier sender id first). */
export async function computeLeaderboard(
  db: Database,
  roomId: number,
  type: LeaderboardType,
  now: number,
): Promise<Leaderboard> {
  const start = leaderboardStart(type, now)
  const coins = sql<string>`sum(${giftRecords.coins})`
  const rows = await db
    .select({
      uid: giftRecords.senderId,
      username: users.username,
      avatarVersion: users.avatarVersion,
      coins,
    })
    .from(giftRecords)
    .innerJoin(users, eq(users.id, giftRecords.senderId))
    .where(and(eq(giftRecords.roomId, roomId), start === null ? undefined : gte(giftRecords.at, start)))
    .groupBy(giftRecords.senderId, users.username, users.avatarVersion)
    .orderBy(desc(coins), asc(giftRecords.senderId))
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
      coins: Number(row.coins),
    })),
  }
}

/** Pushes all three of a room's boards (after a gift committed). */
export async function publishLeaderboards(db: Database, live: LivePublisher, roomId: number, now: number) {
  for (const type of leaderboardTypeSchema.options) live.leaderboard(await computeLeaderboard(db, roomId, type, now))
}
