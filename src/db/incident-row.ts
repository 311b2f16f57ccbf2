import type { Incident, MatchEvent } from '../../protocol/match'

/** One incident of a match's timeline, keyed by [matchId+seq] of the event that carried it. */
export type IncidentRow = Incident & {
  matchId: string
  seq: number
  /** Server time of the event, epoch ms. */
  at: number
}

export function incidentRowOf(event: MatchEvent): IncidentRow | null {
  if (!event.incident) return null
  return { ...event.incident, matchId: event.matchId, seq: event.seq, at: event.at }
}
