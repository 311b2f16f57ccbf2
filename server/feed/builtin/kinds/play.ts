import { expect } from 'vitest'
import type { MatchLiveState } from '../../../../protocol/match'
import type { MatchDetail } from '../../../../protocol/match-detail'
import { createRng } from '../../../seed/prng'
import type { ScriptedEvent } from '../script'
import { seededCatalogue } from '../seeded-catalogue'
import type { KindEngine } from './kind'

// Helpers of the engines' tests: play sample matches between real seeded teams and check what every
// script must satisfy.

const { leagues, catalogue } = seededCatalogue()

/** Plays sample match `n` of `gameId` in the game's first league (or `leagueId`) between two of its teams. */
export function play(
  engine: KindEngine,
  gameId: number,
  n: number,
  overrides: { leagueId?: string; compact?: boolean } = {},
) {
  const league = leagues.find((l) => (overrides.leagueId ? l.leagueId === overrides.leagueId : l.gameId === gameId))
  if (!league) throw new Error(`no league for game ${gameId}`)
  const matchId = `test-${gameId}-${n}`
  const teams = createRng(`teams:${matchId}`).shuffle(league.teamIds)
  const bestOf = engine.bestOf(createRng(`format:${matchId}`), gameId)
  const input = {
    matchId,
    gameId,
    leagueId: league.leagueId,
    homeTeamId: teams[0] as string,
    guestTeamId: teams[1] as string,
    bestOf,
    rng: createRng(`match:${matchId}`),
    catalogue,
    compact: overrides.compact ?? false,
  }
  return { bestOf, input, events: engine.script(input) }
}

export { catalogue }

export const retracted = (events: readonly ScriptedEvent[]) =>
  new Set(events.flatMap((e) => (e.retracts ? [e.retracts] : [])))

/** Points of the scoring incidents that were not retracted, per side (and per period). */
export function tally(events: readonly ScriptedEvent[], kinds: string[]) {
  const gone = retracted(events)
  const total = { home: 0, guest: 0 }
  const periods = new Map<number, { home: number; guest: number }>()
  events.forEach((event, i) => {
    const incident = event.incident
    if (!incident?.side || !kinds.includes(incident.kind) || gone.has(i + 1)) return
    total[incident.side] += incident.points
    const line = periods.get(incident.period) ?? { home: 0, guest: 0 }
    line[incident.side] += incident.points
    periods.set(incident.period, line)
  })
  return { total, periods }
}

export function finalState(events: readonly ScriptedEvent[]): MatchLiveState {
  const last = events.at(-1)
  if (!last) throw new Error('empty script')
  return last.state
}

/** The last detail the script carried, narrowed to the kind the test expects. */
export function finalDetail<K extends MatchDetail['kind']>(events: readonly ScriptedEvent[], kind: K) {
  const detail = events.findLast((e) => e.detail)?.detail
  if (detail?.kind !== kind) throw new Error(`expected a ${kind} detail`)
  return detail as Extract<MatchDetail, { kind: K }>
}

/** Phases of the status events in order, repeats of one phase collapsed. */
export function phases(events: readonly ScriptedEvent[]): string[] {
  const list = events.filter((e) => e.type === 'status').map((e) => e.state.phase)
  return list.filter((phase, i) => phase !== list[i - 1])
}

/** What every script satisfies: live then closed and ended, time order, a plausible win rate, sound corrections. */
export function checkCommon(events: readonly ScriptedEvent[]) {
  expect(events[0]?.state.status).toBe('live')
  const end = finalState(events)
  expect(end).toMatchObject({ status: 'closed', phase: 'ended' })
  // The settled win rate names the winner (50 only for a draw).
  const diff = end.homeScore - end.guestScore
  if (diff > 0) expect(end.winRate).toBe(100)
  if (diff < 0) expect(end.winRate).toBe(0)
  expect(events.at(-1)?.detail, 'the final event carries the detail').toBeTruthy()
  events.forEach((event, i) => {
    if (i > 0) expect(event.offset).toBeGreaterThanOrEqual(events[i - 1]?.offset ?? 0)
    expect(event.state.winRate).not.toBeNull()
    expect(event.state.winRate).toBeGreaterThanOrEqual(0)
    expect(event.state.winRate).toBeLessThanOrEqual(100)
    if (event.type === 'correction') {
      // The retracted incident's points come off the state again.
      const target = events[(event.retracts ?? 0) - 1]?.incident
      const before = events[i - 1]?.state
      expect(target?.side).toBeTruthy()
      if (!target?.side || !before) return
      const side = target.side
      const line = (s: MatchLiveState) => s.periods.find((p) => p.index === target.period)?.[side] ?? 0
      expect(line(event.state)).toBe(line(before) - target.points)
    }
  })
}
