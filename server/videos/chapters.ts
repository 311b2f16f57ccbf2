import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm'
import type { Incident } from '../../protocol/match'
import { CHAPTER_KINDS, type Chapter } from '../../protocol/videos'
import type { Database } from '../db/client'
import { matchEvents } from '../matches/tables'
import { offsetAt, type RecordedSegment } from './playlist'

// Chapters: the linked match's incidents (goals, kills, objectives, maps and series won) placed in the
// recording by wall-clock time — an event at `at` is where the segment stamped around `at` plays.

/** An incident of the match's timeline with its server time and sequence. */
export type TimedIncident = { seq: number; at: number; incident: Incident }

/** The match's incidents of the given kinds stamped within [from, to), retracted ones left out. */
export async function incidentsBetween(
  db: Database,
  matchId: string,
  from: number,
  to: number,
  kinds: readonly Incident['kind'][],
): Promise<TimedIncident[]> {
  const rows = await db
    .select({ seq: matchEvents.seq, at: matchEvents.at, incident: matchEvents.incident, type: matchEvents.type })
    .from(matchEvents)
    .where(
      and(
        eq(matchEvents.matchId, matchId),
        inArray(matchEvents.type, ['incident', 'correction']),
        gte(matchEvents.at, from),
        lt(matchEvents.at, to),
      ),
    )
    .orderBy(asc(matchEvents.seq))
  const retracted = await retractedSeqs(db, matchId, from)
  const wanted = new Set<string>(kinds)
  return rows.flatMap((row) =>
    row.type === 'incident' && row.incident && wanted.has(row.incident.kind) && !retracted.has(row.seq)
      ? [{ seq: row.seq, at: row.at, incident: row.incident }]
      : [],
  )
}

/** Sequences retracted by corrections stamped at or after `from` (a correction follows what it retracts). */
async function retractedSeqs(db: Database, matchId: string, from: number): Promise<Set<number>> {
  const rows = await db
    .select({ retracts: matchEvents.retracts })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.type, 'correction'), gt(matchEvents.at, from - 1)))
  return new Set(rows.flatMap((row) => (row.retracts ? [row.retracts] : [])))
}

export function chapterOf(incident: Incident, offsetMs: number): Chapter {
  const { kind, side, detail, period, clock } = incident
  return { offsetMs: Math.max(0, Math.round(offsetMs)), kind, side, detail, period, clock }
}

/** The recording's chapters: its match's chapter incidents that fall within it, in order. */
export async function chaptersOf(
  db: Database,
  matchId: string,
  segments: readonly RecordedSegment[],
): Promise<Chapter[]> {
  const first = segments[0]
  const last = segments.at(-1)
  if (!first || !last) return []
  const incidents = await incidentsBetween(db, matchId, first.at, last.at + last.durationMs, CHAPTER_KINDS)
  return incidents.flatMap(({ at, incident }) => {
    const offset = offsetAt(segments, at)
    return offset === null ? [] : [chapterOf(incident, offset)]
  })
}
