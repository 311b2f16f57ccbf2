import { addDays, beijingDay } from '../../../protocol/calendar'
import { createRng } from '../../seed/prng'
import { leaguesWithTeams, scriptCatalogue } from '../catalogue'
import type { CalendarEntry, FeedProvider, MatchUpdate, ProviderContext, ProviderMessage } from '../provider'
import { MAX_BATCH, storedProgress } from '../store'
import { dayCalendar } from './calendar'
import { compactScript, finalOnly } from './compact'
import { engineOf } from './engines'
import type { ScriptCatalogue } from './kinds/kind'
import type { ScriptedEvent } from './script'

/** Beijing days of results before today and of schedule after it that the calendar holds. */
export const PAST_DAYS = 30
export const FUTURE_DAYS = 7
/**
 * A match that ended more than this long before the feed first sees it is stored compactly (status changes
 * and key incidents, see compact.ts): 30 days of full play-by-play would make the first start slow, and
 * nobody replays an old match kick by kick. Recent and live matches get every event.
 */
export const FULL_HISTORY_MS = 2 * 60 * 60_000
/** Older than this, a match keeps its final event alone: a results list needs no more, weeks later. */
export const KEY_INCIDENTS_MS = 7 * 24 * 60 * 60_000
const TICK_MS = 250
/**
 * Events of old matches stored per step of the history fill, and the pause after each step. PGlite runs
 * on this thread: small steps with idle gaps keep requests and signals flowing while the history fills
 * (tsx, for one, kills a child that does not answer a SIGTERM within ~60 ms); much smaller steps would
 * spend most of the time on per-transaction overhead. The pause is at least as long as the step.
 */
const HISTORY_STEP_EVENTS = 400
const HISTORY_GAP_MS = 25

type Playing = { entry: CalendarEntry; script: ScriptedEvent[] | null; next: number }

export type BuiltinOptions = {
  speed: number
  seed?: string | undefined
  /** Days before and after today; when set (tests), replaces both PAST_DAYS and FUTURE_DAYS. */
  calendarDays?: number | undefined
  /** Days of results before today; calendarDays, else PAST_DAYS, when not set. */
  pastDays?: number | undefined
}

/**
 * The built-in simulator. Every match plays a script fixed by its id (see kinds/), so the feed only has to
 * release each scripted event when its time comes: at start-up everything already due is released at once
 * (old matches compactly, recent ones in full, live ones catch up to now), then tick by tick. Match time
 * runs `speed` times faster than the clock: an event `offset` ms into a match happens at
 * startTime + offset / speed.
 */
export function builtinProvider(options: BuiltinOptions): FeedProvider {
  const seed = options.seed ?? 'scorecast'
  const past = options.pastDays ?? options.calendarDays ?? PAST_DAYS
  const future = options.calendarDays ?? FUTURE_DAYS
  const speed = options.speed > 0 ? options.speed : 1
  return {
    name: 'builtin',
    async *messages(context: ProviderContext): AsyncGenerator<ProviderMessage> {
      const started = performance.now()
      const leagues = await leaguesWithTeams(context.db)
      const catalogue = await scriptCatalogue(context.db, leagues)
      const playing = new Map<string, Playing>()
      /** Matches not stored yet that may have ended long ago: scripted a chunk at a time, newest first. */
      const history: CalendarEntry[] = []
      let today = beijingDay(context.now())
      const known = new Set<string>()

      async function* announce(days: string[]): AsyncGenerator<ProviderMessage> {
        const entries = days.filter((day) => !known.has(day)).flatMap((day) => dayCalendar(seed, day, leagues))
        for (const day of days) known.add(day)
        for (let i = 0; i < entries.length; i += MAX_BATCH)
          yield { kind: 'calendar', entries: entries.slice(i, i + MAX_BATCH) }
        const progress = await storedProgress(
          context.db,
          entries.map((entry) => entry.id),
        )
        const now = context.now()
        for (const entry of entries) {
          const stored = progress.get(entry.id)
          if (stored?.closed) continue
          // A resumed match continues in full; one never stored that began long ago may be history.
          if (!stored?.seq && entry.startTime < now - FULL_HISTORY_MS) history.push(entry)
          else playing.set(entry.id, { entry, script: null, next: stored?.seq ?? 0 })
        }
        history.sort((a, b) => b.startTime - a.startTime || a.id.localeCompare(b.id))
      }

      /** Scripts the next step of history: compactly when the match ended long ago, else in full. */
      function scriptHistory(now: number) {
        for (let events = 0; events < HISTORY_STEP_EVENTS; ) {
          const entry = history.shift()
          if (!entry) return
          const script = scriptOf(entry, catalogue, true)
          const end = entry.startTime + Math.floor((script.at(-1)?.offset ?? 0) / speed)
          const old = end < now - FULL_HISTORY_MS
          const ancient = end < now - KEY_INCIDENTS_MS
          const stored = old ? (ancient ? finalOnly : compactScript)(script) : null
          playing.set(entry.id, { entry, script: stored, next: 0 })
          events += stored?.length ?? HISTORY_STEP_EVENTS
        }
      }

      // Yesterday to the last scheduled day first; older days' results are announced and stored by the
      // history fill, newest first, so 30 days of them never hold up the first start.
      const recent = (day: string) => Array.from({ length: future + 2 }, (_, i) => addDays(day, i - 1))
      const older = (day: string) => Array.from({ length: Math.max(0, past - 1) }, (_, i) => addDays(day, -2 - i))
      yield* announce(recent(today).slice(past === 0 ? 1 : 0))
      let olderDays = older(today)
      let phase: 'initial' | 'history' | 'steady' = 'initial'
      while (!context.signal.aborted) {
        const now = context.now()
        const stepStarted = performance.now()
        if (beijingDay(now) !== today) {
          today = beijingDay(now)
          yield* announce(recent(today))
          olderDays = older(today).filter((day) => !known.has(day))
        }
        if (phase !== 'initial' && history.length === 0 && olderDays.length > 0)
          yield* announce([olderDays.shift() as string])
        if (phase !== 'initial') scriptHistory(now)
        const due = dueUpdates(playing, now, speed, catalogue)
        for (let i = 0; i < due.length; i += MAX_BATCH) yield { kind: 'updates', updates: due.slice(i, i + MAX_BATCH) }
        const ms = Math.round(performance.now() - started)
        if (phase === 'initial') {
          // The first start's figures: today's and the live matches are stored by now; history follows.
          context.log.info({ events: due.length, ms, history: history.length }, 'feed initial fill done')
          phase = 'history'
        }
        if (history.length > 0 || olderDays.length > 0) {
          // Let requests in between steps, but not through the ticker: sync() waits for the history too.
          // Resting at least as long as the step took leaves the server half of its thread, or more.
          const rest = Math.max(HISTORY_GAP_MS, performance.now() - stepStarted)
          await new Promise<void>((resolve) => setTimeout(resolve, rest))
          continue
        }
        if (phase === 'history') {
          context.log.info({ ms }, 'feed history filled')
          phase = 'steady'
        }
        await context.wait(TICK_MS)
      }
    },
  }
}

function scriptOf(entry: CalendarEntry, catalogue: ScriptCatalogue, compact = false): ScriptedEvent[] {
  const rng = createRng(`match:${entry.id}`)
  return engineOf(entry.gameId).script({ ...entry, matchId: entry.id, rng, catalogue, compact })
}

/** The scripted events due by `now`, oldest first; matches whose script is all released are dropped. */
function dueUpdates(playing: Map<string, Playing>, now: number, speed: number, catalogue: ScriptCatalogue) {
  const due: MatchUpdate[] = []
  for (const [id, match] of playing) {
    const { entry } = match
    if (entry.startTime > now) continue
    match.script ??= scriptOf(entry, catalogue)
    const script = match.script
    while (match.next < script.length) {
      const event = script[match.next] as ScriptedEvent
      const at = entry.startTime + Math.floor(event.offset / speed)
      if (at > now) break
      match.next++
      due.push({
        matchId: id,
        type: event.type,
        at,
        state: event.state,
        incident: event.incident,
        retracts: event.retracts,
        ...(event.detail ? { detail: event.detail } : {}),
        expectedSeq: match.next,
      })
    }
    if (match.next >= script.length) playing.delete(id)
  }
  // Per match the order is already seq order; across matches, by time.
  return due.sort(
    (a, b) => a.at - b.at || a.matchId.localeCompare(b.matchId) || (a.expectedSeq ?? 0) - (b.expectedSeq ?? 0),
  )
}
