import { eq } from 'drizzle-orm'
import { LIMITS } from '../../protocol/constants'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import type { Database } from '../db/client'
import { CallError } from '../http/call-error'
import { matches } from '../matches/tables'

/**
 * §5: a room may only cover a match in progress or one starting within LIMITS.liveMatchWindowMs (a match
 * whose start time passed without it starting yet is still about to start). Unknown or finished matches are
 * refused with the same message.
 */
export async function checkMatchWindow(db: Database, matchId: string, now: number): Promise<{ gameId: number }> {
  const [match] = await db
    .select({ gameId: matches.gameId, status: matches.status, startTime: matches.startTime })
    .from(matches)
    .where(eq(matches.id, matchId))
  const inWindow =
    match !== undefined &&
    (match.status === 'live' || (match.status === 'notStarted' && match.startTime <= now + LIMITS.liveMatchWindowMs))
  if (!match || !inWindow) throw new CallError(400, LIVE_MESSAGES.matchWindow)
  return { gameId: match.gameId }
}
