import { asc, inArray, sql } from 'drizzle-orm'
import { type Incident, type MatchLiveState, NOT_STARTED_STATE } from '../../protocol/match'
import type { MatchDetail } from '../../protocol/match-detail'
import type { Database } from '../db/client'
import { matchEvents, matches } from '../matches/tables'
import type { CalendarEntry, MatchUpdate, ProviderContext, ProviderMessage } from './provider'
import type { ExternalCatalogue, ExternalLeague, ExternalTeam } from './refs'

/**
 * What every real provider's adapter makes of one of its matches (pandascore/, api-football/), and how such
 * a match becomes the portal's updates: the same for every provider, so each adapter only maps its wire
 * format.
 */
export type ExternalMatch = {
  /** The portal's match id (a provider prefix and the provider's id). */
  matchId: string
  gameId: number
  league: ExternalLeague
  home: ExternalTeam
  guest: ExternalTeam
  startTime: number
  bestOf: number
  state: MatchLiveState
  /** Every incident the provider lists now (goals, cards, games won…), in match order. */
  incidents: ExternalIncident[]
  /** When the match began and ended, when the provider says (epoch ms). */
  beganAt: number | null
  endedAt: number | null
  /** The match detail the provider's data makes (lineups, game stats…), when it makes one. */
  detail?: MatchDetail | null
}

/** An incident with its key (the adapter's `keyOf`) and when it happened (epoch ms, when known). */
export type ExternalIncident = { key: string; at: number | null; incident: Incident }

/**
 * Names an incident so a later answer can be compared with what was told: the same key means the same
 * incident. Computed from the incident alone, so what was stored can be keyed again after a restart.
 */
export type IncidentKey = (incident: Incident) => string

/** What the portal has stored of a match: its seq, its last state and the incidents told (by key). */
export type Known = {
  seq: number
  state: MatchLiveState
  told: Map<string, { seq: number; incident: Incident }>
  /** The detail last told (JSON), when the provider makes one. */
  detail?: string | null
}

/**
 * The updates that take a stored match (`known`) to what the provider says now (`next`), in order, each with
 * the seq it will get, and the match as known after them: a kick-off when it started, a correction for each
 * incident told before that the provider no longer lists (a goal ruled out, a game's winner changed; it
 * retracts that event), each new incident, then the provider's state when it still differs (status, phase,
 * period, score, a period's line or the win chance; the running clock alone is not worth an event), carrying
 * the detail when that changed too. A period the provider no longer lists keeps its stored line (live frames
 * give only the games they saw). An incident's points move the score of its side on the way, so every event
 * carries a state that adds up.
 */
export function updatesFor(
  known: Known | undefined,
  next: ExternalMatch,
  now: number,
  adapter: Pick<ExternalAdapter, 'firstPhase' | 'countsToScore'>,
): { updates: MatchUpdate[]; known: Known } {
  const updates: MatchUpdate[] = []
  let seq = known?.seq ?? 0
  // An answer is fresh news: a match marked late (polling.ts; after a restart, read back from the database)
  // stops being late with the first update, or with one of its own when nothing else changed.
  const wasLate = Boolean(known?.state.delayedSince)
  let state: MatchLiveState = known ? { ...known.state, delayedSince: null } : NOT_STARTED_STATE
  const told = new Map(known?.told ?? [])
  const push = (update: Omit<MatchUpdate, 'matchId' | 'expectedSeq'>) => {
    seq++
    updates.push({ ...update, matchId: next.matchId, expectedSeq: seq })
    state = update.state
  }
  const moved = (incident: Incident, sign: 1 | -1): MatchLiveState => {
    const points = adapter.countsToScore?.(incident) === false ? 0 : sign * incident.points
    return {
      ...state,
      homeScore: Math.max(0, state.homeScore + (incident.side === 'home' ? points : 0)),
      guestScore: Math.max(0, state.guestScore + (incident.side === 'guest' ? points : 0)),
    }
  }
  const started = next.state.status !== 'notStarted' && next.state.phase !== 'cancelled'
  if (state.status === 'notStarted' && started)
    push({
      type: 'status',
      at: Math.min(next.beganAt ?? now, now),
      state: { ...NOT_STARTED_STATE, status: 'live', phase: adapter.firstPhase(next.gameId), period: 1 },
      incident: null,
      retracts: null,
    })
  const listed = new Set(next.incidents.map((entry) => entry.key))
  for (const [key, entry] of [...told].sort((a, b) => a[1].seq - b[1].seq)) {
    if (listed.has(key)) continue
    told.delete(key)
    push({ type: 'correction', at: now, state: moved(entry.incident, -1), incident: null, retracts: entry.seq })
  }
  for (const entry of next.incidents) {
    if (told.has(entry.key)) continue
    push({
      type: 'incident',
      at: Math.min(entry.at ?? now, now),
      state: { ...moved(entry.incident, 1), period: Math.max(state.period, entry.incident.period) },
      incident: entry.incident,
      retracts: null,
    })
    told.set(entry.key, { seq, incident: entry.incident })
  }
  const periods = new Map(state.periods.map((line) => [line.index, line]))
  for (const line of next.state.periods) periods.set(line.index, line)
  const target: MatchLiveState = {
    ...next.state,
    periods: [...periods.values()].sort((a, b) => a.index - b.index),
    // A chance that drifts with the clock is told when it moved by WIN_RATE_STEP points, not every poll.
    winRate:
      next.state.winRate !== null &&
      state.winRate !== null &&
      Math.abs(next.state.winRate - state.winRate) < WIN_RATE_STEP &&
      next.state.status === state.status
        ? state.winRate
        : next.state.winRate,
  }
  const detail = next.detail ? canonical(next.detail) : null
  const detailChanged = detail !== null && detail !== (known?.detail ?? null)
  if (
    differs(state, target) ||
    !sameLines(state.periods, target.periods) ||
    state.winRate !== target.winRate ||
    detailChanged ||
    (wasLate && updates.length === 0)
  ) {
    const lower = target.homeScore < state.homeScore || target.guestScore < state.guestScore
    const scored = state.homeScore !== target.homeScore || state.guestScore !== target.guestScore
    const type =
      state.status !== target.status || state.phase !== target.phase
        ? 'status'
        : lower
          ? 'correction'
          : scored
            ? 'score'
            : 'status'
    push({
      type,
      at: next.state.status === 'closed' ? Math.min(next.endedAt ?? now, now) : now,
      state: wasLate ? { ...target, delayedSince: null } : target,
      incident: null,
      retracts: null,
      ...(detailChanged && next.detail ? { detail: next.detail } : {}),
    })
  } else state = { ...state, clock: target.clock }
  return { updates, known: { seq, state, told, detail: detailChanged ? detail : (known?.detail ?? null) } }
}

/** JSON with every object's keys in order: the same detail reads the same after a round trip through jsonb. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )
}

/** Points a provider's win chance must move by to be told (a time-aware model drifts a little every poll). */
const WIN_RATE_STEP = 2

/** The same period lines (compared by value: lines read back from jsonb have their keys in another order). */
function sameLines(a: MatchLiveState['periods'], b: MatchLiveState['periods']): boolean {
  return (
    a.length === b.length &&
    a.every((line, i) => line.index === b[i]?.index && line.home === b[i]?.home && line.guest === b[i]?.guest)
  )
}

function differs(a: MatchLiveState, b: MatchLiveState): boolean {
  return (
    a.status !== b.status ||
    a.phase !== b.phase ||
    a.period !== b.period ||
    a.homeScore !== b.homeScore ||
    a.guestScore !== b.guestScore
  )
}

/** How a provider's adapter tells the shared part about its matches. */
export type ExternalAdapter = {
  /** The provider's name, as provider_refs keeps it. */
  provider: string
  keyOf: IncidentKey
  /** The phase a match of this game is in once it starts. */
  firstPhase(gameId: number): MatchLiveState['phase']
  /** Whether an incident's points move the match score (a shoot-out kick does not); default yes. */
  countsToScore?: (incident: Incident) => boolean
}

/**
 * The messages for one round of a provider's matches: their leagues and teams resolved to catalogue rows,
 * the calendar (new matches, moved ones), then each match's updates. `known` is the provider's memory of
 * what it told; a match it has not met since the start is read back from the database first, so a restart
 * tells nothing twice.
 */
export async function* externalChanges(
  adapter: ExternalAdapter,
  list: ExternalMatch[],
  context: ProviderContext,
  known: Map<string, Known>,
): AsyncGenerator<ProviderMessage> {
  const now = context.now()
  const byId = new Map(list.map((match) => [match.matchId, match]))
  const mapped = [...byId.values()]
  if (mapped.length === 0) return
  const catalogue: ExternalCatalogue = {
    leagues: mapped.map((match) => match.league),
    teams: mapped.flatMap((match) => [match.home, match.guest]),
    memberships: mapped.flatMap((match) => [
      { league: match.league.externalId, team: match.home.externalId },
      { league: match.league.externalId, team: match.guest.externalId },
    ]),
  }
  const ids = await context.resolveCatalogue(adapter.provider, catalogue)
  const entries: CalendarEntry[] = []
  for (const match of mapped) {
    const leagueId = ids.leagues.get(match.league.externalId)
    const homeTeamId = ids.teams.get(match.home.externalId)
    const guestTeamId = ids.teams.get(match.guest.externalId)
    if (!leagueId || !homeTeamId || !guestTeamId) continue
    entries.push({
      id: match.matchId,
      gameId: match.gameId,
      leagueId,
      homeTeamId,
      guestTeamId,
      startTime: match.startTime,
      bestOf: match.bestOf,
    })
  }
  yield { kind: 'calendar', entries }
  const unknown = entries.map((entry) => entry.id).filter((id) => !known.has(id))
  for (const [id, stored] of await storedMatches(context.db, unknown, adapter.keyOf)) known.set(id, stored)
  const updates: MatchUpdate[] = []
  for (const entry of entries) {
    const match = byId.get(entry.id)
    if (!match) continue
    const result = updatesFor(known.get(entry.id), match, now, adapter)
    updates.push(...result.updates)
    known.set(entry.id, result.known)
  }
  if (updates.length > 0) yield { kind: 'updates', updates }
  // Finished matches leave memory after a day: a later correction reads them back from the database.
  for (const [id, match] of known)
    if (match.state.status === 'closed' && (byId.get(id)?.endedAt ?? now) < now - 24 * 3_600_000) known.delete(id)
}

/** What the database holds of these matches: seq, last state and the incidents told and not retracted. */
export async function storedMatches(db: Database, ids: string[], keyOf: IncidentKey): Promise<Map<string, Known>> {
  const out = new Map<string, Known>()
  if (ids.length === 0) return out
  const rows = await db
    .select({
      id: matches.id,
      seq: matches.seq,
      status: matches.status,
      phase: matches.phase,
      period: matches.period,
      clock: matches.clock,
      homeScore: matches.homeScore,
      guestScore: matches.guestScore,
      periods: matches.periods,
      winRate: matches.winRate,
      delayedSince: matches.delayedSince,
      // The detail column is not in the typed view (matches/read.ts reads it by name too).
      detail: sql<unknown>`${matches}.detail`,
    })
    .from(matches)
    .where(inArray(matches.id, ids))
  for (const { id, seq, detail, ...state } of rows)
    out.set(id, { seq, state, told: new Map(), detail: detail ? canonical(detail) : null })
  const started = rows.filter((row) => row.seq > 0).map((row) => row.id)
  if (started.length === 0) return out
  const events = await db
    .select({
      matchId: matchEvents.matchId,
      seq: matchEvents.seq,
      incident: matchEvents.incident,
      retracts: matchEvents.retracts,
    })
    .from(matchEvents)
    .where(inArray(matchEvents.matchId, started))
    .orderBy(asc(matchEvents.matchId), asc(matchEvents.seq))
  for (const event of events) {
    const told = out.get(event.matchId)?.told
    if (!told) continue
    if (event.retracts !== null) for (const [key, entry] of told) if (entry.seq === event.retracts) told.delete(key)
    if (event.incident) told.set(keyOf(event.incident), { seq: event.seq, incident: event.incident })
  }
  return out
}
