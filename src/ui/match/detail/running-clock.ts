import { useEffect, useReducer, useState } from 'react'
import type { Match } from '../../../../protocol/match'

/** Phases whose clock runs with the wall clock between two events: football's halves, a MOBA game. */
const RUNNING_PHASES: ReadonlySet<Match['phase']> = new Set(['firstHalf', 'secondHalf', 'extraTime', 'inGame'])
/** How far the clock runs on without news: past this the page waits for the next event rather than guess. */
const MAX_RUN_SECONDS = 5 * 60

/**
 * Whether `match`'s clock runs between events: a live match in a running phase whose data is not late (a
 * late provider's clock stays where its last answer left it, under the 数据延迟 badge).
 */
export function clockRuns(match: Pick<Match, 'status' | 'phase' | 'delayedSince'>): boolean {
  return match.status === 'live' && RUNNING_PHASES.has(match.phase) && !match.delayedSince
}

/**
 * The match clock as it runs: the last event's clock plus the seconds since it arrived, ticking each second
 * while `running` (a live connection and a running phase), for at most five minutes; otherwise the event's.
 */
export function useRunningClock(clock: number, running: boolean): number {
  const [base, setBase] = useState(() => ({ clock, at: Date.now() }))
  if (base.clock !== clock) setBase({ clock, at: Date.now() })
  const [, tick] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (!running) return
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [running])
  if (!running || base.clock !== clock) return clock
  return clock + Math.min(MAX_RUN_SECONDS, Math.max(0, Math.floor((Date.now() - base.at) / 1000)))
}
