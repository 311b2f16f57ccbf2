import { inArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Match, MatchEvent } from '../../protocol/match'
import type { MatchDetail } from '../../protocol/match-detail'
import type { Database } from '../db/client'
import { matchesByIds } from '../matches/read'
import { matches } from '../matches/tables'
import type { CalendarEntry, MatchUpdate } from './provider'

/** Updates stored per transaction at most; a bigger message is split. */
export const MAX_BATCH = 1000

export type IngestSinks = {
  db: Database
  log: FastifyBaseLogger
  now: () => number
  publish: (events: MatchEvent[]) => void
  publishMatches: (matches: Match[]) => void
}

/**
 * Stores calendar entries: new matches are inserted as not started; a known match that has not started yet
 * takes the entry's time, teams and format (a reschedule). Publishes the ones that changed, after commit.
 */
export async function storeCalendar(sinks: IngestSinks, entries: CalendarEntry[]): Promise<void> {
  const changed: string[] = []
  for (let i = 0; i < entries.length; i += MAX_BATCH) {
    const rows = entries.slice(i, i + MAX_BATCH).map((entry) => ({
      id: entry.id,
      game_id: entry.gameId,
      league_id: entry.leagueId,
      home_team_id: entry.homeTeamId,
      guest_team_id: entry.guestTeamId,
      start_time: entry.startTime,
      best_of: entry.bestOf,
    }))
    // One jsonb parameter for the whole batch, as storeBatch does: a month of calendar is ~14k rows.
    const stored = await sinks.db.execute(sql`
      INSERT INTO matches (id, game_id, league_id, home_team_id, guest_team_id, start_time, best_of, status, phase,
        updated_at)
      SELECT id, game_id, league_id, home_team_id, guest_team_id, start_time, best_of, 'notStarted', 'scheduled',
        ${sinks.now()}
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(id text, game_id integer, league_id text,
        home_team_id text, guest_team_id text, start_time bigint, best_of integer)
      ON CONFLICT (id) DO UPDATE SET
        start_time = excluded.start_time, league_id = excluded.league_id, home_team_id = excluded.home_team_id,
        guest_team_id = excluded.guest_team_id, best_of = excluded.best_of, updated_at = excluded.updated_at
      -- Only a real change to a match that has not started counts; otherwise the row stays as it is.
      WHERE matches.status = 'notStarted'
        AND (matches.start_time, matches.league_id, matches.home_team_id, matches.guest_team_id, matches.best_of)
          IS DISTINCT FROM (excluded.start_time, excluded.league_id, excluded.home_team_id, excluded.guest_team_id,
            excluded.best_of)
      RETURNING id`)
    changed.push(...resultRows(stored).map((row) => String(row.id)))
  }
  if (changed.length === 0) return
  for (let i = 0; i < changed.length; i += MAX_BATCH) {
    const list = await matchesByIds(sinks.db, changed.slice(i, i + MAX_BATCH))
    try {
      sinks.publishMatches(list)
    } catch (error) {
      sinks.log.error({ err: error }, 'publishing matches failed')
    }
  }
}

/**
 * Stores updates as match_events rows with each match's next seq, and moves the matches rows to the last
 * state, in one transaction per batch; then publishes the stored events in order. Replays (an update whose
 * `expectedSeq` is already taken) are skipped.
 */
export async function storeUpdates(sinks: IngestSinks, updates: MatchUpdate[]): Promise<MatchEvent[]> {
  const stored: MatchEvent[] = []
  for (let i = 0; i < updates.length; i += MAX_BATCH) {
    const events = await storeBatch(sinks.db, updates.slice(i, i + MAX_BATCH), sinks.now())
    // Publishing after the transaction returned: whoever hears of an event can already read it.
    if (events.length > 0) publishSafely(sinks, events)
    stored.push(...events)
  }
  return stored
}

async function storeBatch(db: Database, updates: MatchUpdate[], now: number): Promise<MatchEvent[]> {
  const ids = [...new Set(updates.map((update) => update.matchId))]
  return db.transaction(async (tx) => {
    // Row locks keep seq gapless even if another writer ever touched the same match.
    const current = await tx
      .select({ id: matches.id, seq: matches.seq, gameId: matches.gameId })
      .from(matches)
      .where(inArray(matches.id, ids))
      .orderBy(matches.id)
      .for('update')
    const seqs = new Map(current.map((row) => [row.id, row.seq]))
    const games = new Map(current.map((row) => [row.id, row.gameId]))
    const rows: Array<Omit<MatchEvent, 'id'>> = []
    const last = new Map<string, MatchUpdate>()
    /** The newest detail per match in this batch (an update without one leaves the stored detail). */
    const details = new Map<string, MatchDetail>()
    for (const update of updates) {
      const seq = seqs.get(update.matchId)
      const gameId = games.get(update.matchId)
      if (seq === undefined || gameId === undefined) continue
      if (update.expectedSeq !== undefined && update.expectedSeq <= seq) continue
      seqs.set(update.matchId, seq + 1)
      last.set(update.matchId, update)
      rows.push({
        matchId: update.matchId,
        gameId,
        seq: seq + 1,
        type: update.type,
        at: update.at,
        state: update.state,
        incident: update.incident,
        retracts: update.retracts,
        ...(update.detail ? { detail: update.detail } : {}),
      })
      if (update.detail) details.set(update.matchId, update.detail)
    }
    if (rows.length === 0) return []
    // One jsonb parameter instead of eight per row: far cheaper to bind, on PGlite above all.
    // Ids are assigned in batch order (`n`), so the global cursor follows time and seq.
    const payload = rows.map((row, n) => ({
      n,
      match_id: row.matchId,
      game_id: row.gameId,
      seq: row.seq,
      type: row.type,
      at: row.at,
      state: row.state,
      incident: row.incident,
      retracts: row.retracts,
      detail: row.detail ?? null,
    }))
    const inserted = await tx.execute(sql`
      INSERT INTO match_events (match_id, game_id, seq, type, at, state, incident, retracts, detail)
      SELECT match_id, game_id, seq, type, at, state, incident, retracts, detail
      FROM jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) AS r(
        n integer, match_id text, game_id integer, seq integer, type text, at bigint, state jsonb, incident jsonb,
        retracts integer, detail jsonb)
      ORDER BY n
      RETURNING id, match_id, seq`)
    const patch = [...last].map(([id, update]) => ({
      id,
      status: update.state.status,
      phase: update.state.phase,
      period: update.state.period,
      clock: update.state.clock,
      home_score: update.state.homeScore,
      guest_score: update.state.guestScore,
      periods: update.state.periods,
      win_rate: update.state.winRate,
      seq: seqs.get(id) ?? 0,
      updated_at: now,
      detail: details.get(id) ?? null,
      delayed_since: update.state.delayedSince ?? null,
    }))
    // One statement for every touched match, whatever the batch size.
    await tx.execute(sql`
      UPDATE matches AS m SET
        status = v.status, phase = v.phase, period = v.period, clock = v.clock,
        home_score = v.home_score, guest_score = v.guest_score, periods = v.periods,
        win_rate = v.win_rate, seq = v.seq, updated_at = v.updated_at, detail = COALESCE(v.detail, m.detail),
        delayed_since = v.delayed_since
      FROM jsonb_to_recordset(${JSON.stringify(patch)}::jsonb) AS v(
        id text, status text, phase text, period integer, clock integer, home_score integer,
        guest_score integer, periods jsonb, win_rate real, seq integer, updated_at bigint, detail jsonb,
        delayed_since bigint)
      WHERE m.id = v.id`)
    const assigned = new Map(
      resultRows(inserted).map((row) => [`${String(row.match_id)}\u0000${String(row.seq)}`, Number(row.id)]),
    )
    return rows
      .map(
        (row): MatchEvent => ({
          id: assigned.get(`${row.matchId}\u0000${row.seq}`) ?? 0,
          matchId: row.matchId,
          gameId: row.gameId,
          seq: row.seq,
          type: row.type,
          at: row.at,
          state: row.state,
          incident: row.incident,
          retracts: row.retracts,
          ...(row.detail ? { detail: row.detail } : {}),
        }),
      )
      .sort((a, b) => a.id - b.id)
  })
}

/** A failing listener must not make the ingest store the same updates twice. */
function publishSafely(sinks: IngestSinks, events: MatchEvent[]) {
  try {
    sinks.publish(events)
  } catch (error) {
    sinks.log.error({ err: error }, 'publishing match events failed')
  }
}

/** Matches of `ids` that are not closed yet, with their stored seq: where a provider resumes. */
export async function storedProgress(
  db: Database,
  ids: string[],
): Promise<Map<string, { seq: number; closed: boolean }>> {
  const progress = new Map<string, { seq: number; closed: boolean }>()
  for (let i = 0; i < ids.length; i += MAX_BATCH) {
    const rows = await db
      .select({ id: matches.id, seq: matches.seq, status: matches.status })
      .from(matches)
      .where(inArray(matches.id, ids.slice(i, i + MAX_BATCH)))
    for (const row of rows) progress.set(row.id, { seq: row.seq, closed: row.status === 'closed' })
  }
  return progress
}

/** The rows of a raw query's result: both drivers (pg and PGlite) return them as `rows`. */
function resultRows(result: unknown): Array<Record<string, unknown>> {
  const rows = (result as { rows?: unknown } | null)?.rows
  if (!Array.isArray(rows)) throw new Error('unexpected result of a raw query')
  return rows as Array<Record<string, unknown>>
}
