import { Dexie } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import type { MatchDetail } from '../../../protocol/match-detail'
import type { ScorecastDB } from '../database'
import { db } from '../instance'

/** One point of the win-rate chart: epoch ms and the home side's win rate in percent. */
export type WinRatePoint = readonly [at: number, winRate: number]

export async function winRateHistory(database: ScorecastDB, matchId: string): Promise<WinRatePoint[]> {
  const rows = await database.winRates
    .where('[matchId+seq]')
    .between([matchId, Dexie.minKey], [matchId, Dexie.maxKey])
    .toArray()
  return rows.map((row) => [row.at, row.winRate] as const)
}

/** BP, veto, PUBG table, stats and lineups; null until the match's timeline brought one. */
export function useMatchDetail(matchId: string): MatchDetail | null | undefined {
  return useLiveQuery(async () => (await db.matchDetails.get(matchId))?.detail ?? null, [matchId])
}

/** The match's win-rate history in event order (useMatchInterest loads the past points). */
export function useWinRateHistory(matchId: string): WinRatePoint[] | undefined {
  return useLiveQuery(() => winRateHistory(db, matchId), [matchId])
}
