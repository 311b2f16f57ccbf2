import { Dexie } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import type { ScorecastDB } from '../database'
import type { IncidentRow } from '../incident-row'
import { db } from '../instance'

/** A match's incidents in seq order (the key order of [matchId+seq]). */
export function incidentsOf(database: ScorecastDB, matchId: string): Promise<IncidentRow[]> {
  return database.incidents.where('[matchId+seq]').between([matchId, Dexie.minKey], [matchId, Dexie.maxKey]).toArray()
}

/** The match's incidents, oldest first; undefined while loading. */
export function useIncidents(matchId: string): IncidentRow[] | undefined {
  return useLiveQuery(() => incidentsOf(db, matchId), [matchId])
}

/** The match's newest `count` incidents, newest first (a watch-wall tile). */
export function useLatestIncidents(matchId: string, count: number): IncidentRow[] | undefined {
  return useLiveQuery(
    () =>
      db.incidents
        .where('[matchId+seq]')
        .between([matchId, Dexie.minKey], [matchId, Dexie.maxKey])
        .reverse()
        .limit(count)
        .toArray(),
    [matchId, count],
  )
}
