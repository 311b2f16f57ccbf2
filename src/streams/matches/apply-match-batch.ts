import Dexie, { type PromiseExtended } from 'dexie'
import type { MatchEvent } from '../../../protocol/match'
import type { ScorecastDB } from '../../db/database'
import { type IncidentRow, incidentRowOf } from '../../db/incident-row'
import { keyChanged, matchKeyOf } from '../../db/match-key-row'
import { type MatchRow, mergeMatch } from '../../db/match-row'
import { observedBulkPut } from '../../db/observed-put'
import type { BusEventOf } from '../core/bus'
import { changeOf, type FavouriteChange, SideWrites } from './side-writes'

/** The bus events the writer stores. */
export const WRITTEN_TYPES = [
  'match/event',
  'match/upsert',
  'match/list',
  'timeline/loaded',
  'games/loaded',
  'sync/caught-up',
] as const
export type WrittenEvent = BusEventOf<(typeof WRITTEN_TYPES)[number]>

export type BatchOutcome = {
  /** Matches whose stored row changed. */
  changed: string[]
  /** Matches with missing events after `afterSeq` (a timeline fetch fills them). */
  gaps: { matchId: string; afterSeq: number }[]
  /** Matches events arrived for that the cache does not hold. */
  unknown: string[]
  /** Followed matches whose score or status changed (their highlight is written after the commit). */
  favouriteChanges: FavouriteChange[]
}

type Pending = { event: MatchEvent; backfill: boolean; global: boolean }

const incidentKey = (matchId: string, seq: number) => `${matchId}\u0000${seq}`

/** Events older than this are history (a catch-up after a feed's fill), not news about a match. */
const NEWS_WINDOW_MS = 10 * 60 * 1000

/**
 * Whether an event about a match the cache does not hold is worth fetching that match for: a live match's
 * recent event is (the in-play views should show it); history replayed by a catch-up is not — the day lists
 * load those matches when a screen wants them. Without this, a first catch-up fetched every past match.
 */
function isNews(event: MatchEvent, now: number): boolean {
  return event.state.status === 'live' && now - event.at < NEWS_WINDOW_MS
}

/**
 * Applies a batch of bus events in ONE read-write transaction. Idempotent by seq: an event whose seq is not
 * above the stored match's seq changes nothing, a newer one replaces the live state (events carry the whole
 * state) and adds its incident. Timeline backfills only fill incidents. Full matches are merged first so
 * events for a match loaded in the same batch are not mistaken for unknown ones.
 */
export function applyBatch(
  db: ScorecastDB,
  batch: readonly WrittenEvent[],
  now: number = Date.now(),
): Promise<BatchOutcome> {
  const fullMatches = batch.flatMap((e) =>
    e.type === 'match/list' ? e.matches : e.type === 'match/upsert' ? [e.match] : [],
  )
  const byMatch = new Map<string, Pending[]>()
  const add = (item: Pending) => {
    const list = byMatch.get(item.event.matchId)
    if (list) list.push(item)
    else byMatch.set(item.event.matchId, [item])
  }
  for (const e of batch) {
    if (e.type === 'match/event') add({ event: e.event, backfill: false, global: e.global })
    if (e.type === 'timeline/loaded') for (const event of e.events) add({ event, backfill: true, global: false })
  }
  // Per match in seq order, so out-of-order arrival inside a batch is not mistaken for a gap.
  const pending = [...byMatch.values()].flatMap((list) => list.sort((a, b) => a.event.seq - b.event.seq))
  const timelines = batch.flatMap((e) => (e.type === 'timeline/loaded' ? [e.matchId] : []))
  const ids = [...new Set([...fullMatches.map((m) => m.id), ...timelines, ...pending.map((p) => p.event.matchId)])]

  const tables = [db.matches, db.matchKeys, db.incidents, db.meta, db.winRates, db.matchDetails, db.favourites]
  // The scope is a chain of Dexie's own promises, never a native await: Dexie follows native awaits across
  // microtasks by a budget shared with every other live query and transaction of the page, and on a first load
  // (dozens of live queries at once) the budget ran out mid-batch: the rest of the batch ran outside its
  // transaction, which committed early (PrematureCommitError in 6 of 8 first loads of `/` at 4× CPU; 0 of 8 since).
  return db.transaction('rw', tables, () =>
    db.matches.bulkGet(ids).then((stored) => {
      const rows = new Map<string, MatchRow>()
      ids.forEach((id, i) => {
        const row = stored[i]
        if (row) rows.set(id, row)
      })
      const before = new Map(rows)
      const side = new SideWrites()
      const dirty = new Set<string>()
      const incidents = new Map<string, IncidentRow | [string, number]>()
      const gaps = new Map<string, number>()
      const unknown = new Set<string>()
      let highestId = 0

      for (const match of fullMatches) {
        const held = rows.get(match.id)
        const merged = mergeMatch(match, held)
        // A list refreshed every minute mostly repeats what is held: rewriting it would wake every reader.
        if (held && sameRow(held, merged)) continue
        rows.set(match.id, merged)
        dirty.add(match.id)
      }
      // A whole timeline loaded: the cache keeps this match's incidents from now on.
      for (const e of batch) {
        const row = e.type === 'timeline/loaded' && e.afterSeq === 0 ? rows.get(e.matchId) : undefined
        if (!row || row.timeline) continue
        rows.set(row.id, { ...row, timeline: true })
        dirty.add(row.id)
      }
      for (const { event, backfill, global } of pending) {
        if (global) highestId = Math.max(highestId, event.id)
        const row = rows.get(event.matchId)
        if (!row) {
          if (!backfill && isNews(event, now)) unknown.add(event.matchId)
          continue
        }
        const isNew = event.seq > row.seq
        // Only a match whose timeline the cache keeps stores incidents and win-rate points, and only its gaps
        // matter: every event carries the whole live state, which is all the other matches' rows show.
        const keep = row.timeline === true
        // An event at or below the stored seq still carries its incident: a day list or a match detail loaded
        // after a reconnect or a server restart may have moved the stored seq past events the catch-up by
        // cursor is still bringing. Dropping them lost those incidents for good; storing them is
        // idempotent (keyed by [matchId+seq], retractions respected), so a duplicate push changes nothing.
        if (keep) side.note(event, row, isNew, backfill)
        let next = row
        if (isNew) {
          if (keep && !backfill && event.seq > row.seq + 1 && !gaps.has(row.id)) gaps.set(row.id, row.seq)
          next = { ...row, ...event.state, seq: event.seq }
        }
        if (event.type === 'correction' && event.retracts !== null) {
          if (!next.retracted.includes(event.retracts))
            next = { ...next, retracted: [...next.retracted, event.retracts] }
          incidents.set(incidentKey(row.id, event.retracts), [row.id, event.retracts])
        }
        const incident = keep ? incidentRowOf(event) : null
        if (incident && !next.retracted.includes(event.seq)) incidents.set(incidentKey(row.id, event.seq), incident)
        if (next !== row) {
          rows.set(row.id, next)
          dirty.add(row.id)
        }
      }

      const written = [...dirty].map((id) => rows.get(id)).filter((r): r is MatchRow => r !== undefined)
      const keys = written.filter((row) => keyChanged(before.get(row.id), row)).map(matchKeyOf)
      const values = [...incidents.values()]
      // Issued at once, in this order (IndexedDB runs a transaction's requests in the order they are made).
      return Dexie.Promise.all([
        observedBulkPut(db.matches, written),
        observedBulkPut(db.matchKeys, keys),
        db.incidents.bulkDelete(values.filter((v): v is [string, number] => Array.isArray(v))),
        observedBulkPut(
          db.incidents,
          values.filter((v): v is IncidentRow => !Array.isArray(v)),
        ),
        writeMeta(db, batch, highestId),
        side.write(db),
        followedChanges(db, [...dirty], before, rows),
      ]).then(
        ([, , , , , , favouriteChanges]): BatchOutcome => ({
          changed: [...dirty],
          gaps: [...gaps].map(([matchId, afterSeq]) => ({ matchId, afterSeq })),
          unknown: [...unknown],
          favouriteChanges,
        }),
      )
    }),
  )
}

/** Whether a merged match is exactly what is stored (field order is the same: both come from mergeMatch). */
function sameRow(a: MatchRow, b: MatchRow): boolean {
  return a.seq === b.seq && JSON.stringify(a) === JSON.stringify(b)
}

/**
 * The score/status changes of the batch that concern followed matches. A user follows few matches: one
 * read of the whole (small) table costs one IndexedDB request, where a get per changed match cost one each.
 */
function followedChanges(
  db: ScorecastDB,
  dirty: string[],
  before: ReadonlyMap<string, MatchRow>,
  after: ReadonlyMap<string, MatchRow>,
): PromiseExtended<FavouriteChange[]> {
  const changes = dirty.flatMap((matchId) => {
    const change = changeOf(before.get(matchId), after.get(matchId))
    return change ? [{ matchId, change }] : []
  })
  if (changes.length === 0) return Dexie.Promise.resolve([])
  return db.favourites.toArray().then((favourites) => {
    const followed = new Set(favourites.filter((f) => f.on).map((f) => f.matchId))
    return changes.filter((c) => followed.has(c.matchId))
  })
}

function writeMeta(db: ScorecastDB, batch: readonly WrittenEvent[], highestEventId: number): PromiseExtended<unknown> {
  let cursor = highestEventId
  const writes: PromiseExtended<unknown>[] = []
  for (const e of batch) {
    if (e.type === 'games/loaded') writes.push(db.meta.put({ key: 'games', value: e.games }))
    if (e.type === 'sync/caught-up') {
      writes.push(db.meta.put({ key: 'lastSyncAt', value: e.at }))
      if (e.cursor !== null) cursor = Math.max(cursor, e.cursor)
    }
  }
  if (cursor > 0) {
    writes.push(
      db
        .readMeta('cursor')
        .then((stored) => (cursor > (stored ?? 0) ? db.meta.put({ key: 'cursor', value: cursor }) : undefined)),
    )
  }
  return Dexie.Promise.all(writes)
}
