import { KEY_INCIDENTS } from './key-incidents'
import type { ScriptedEvent } from './script'

/**
 * The compact event set of a match that ended long before the feed first saw it: every change of status
 * or phase (their states carry the period scores), the key incidents and their corrections, with `retracts`
 * renumbered to the compact seqs. Only the last event carries the detail (the final one): nobody replays an
 * old match's detail step by step. The final state is the full script's.
 */
export function compactScript(events: readonly ScriptedEvent[]): ScriptedEvent[] {
  const kept: ScriptedEvent[] = []
  /** Full seq → compact seq of the kept events. */
  const renumbered = new Map<number, number>()
  let detail: ScriptedEvent['detail']
  events.forEach((event, i) => {
    if (event.detail) detail = event.detail
    const keep =
      event.type === 'status' ||
      (event.incident !== null && KEY_INCIDENTS.has(event.incident.kind)) ||
      (event.retracts !== null && renumbered.has(event.retracts))
    if (!keep) return
    const { detail: _dropped, ...rest } = event
    kept.push({ ...rest, retracts: event.retracts === null ? null : (renumbered.get(event.retracts) ?? null) })
    renumbered.set(i + 1, kept.length)
  })
  const last = kept.at(-1)
  if (last && detail) last.detail = detail
  return kept
}

/** Older still: the final event alone (the final state and detail), for results weeks old. */
export function finalOnly(events: readonly ScriptedEvent[]): ScriptedEvent[] {
  const last = compactScript(events).at(-1)
  return last ? [{ ...last, retracts: null }] : []
}
