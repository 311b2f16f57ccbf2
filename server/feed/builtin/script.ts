import {
  type Incident,
  type Lobby,
  type MatchEvent,
  type MatchLiveState,
  NOT_STARTED_STATE,
} from '../../../protocol/match'
import type { MatchDetail } from '../../../protocol/match-detail'
import { KEY_INCIDENTS } from './key-incidents'

/** One event of a match's script: `offset` is match time (ms after the start, before FEED_SPEED). */
export type ScriptedEvent = {
  offset: number
  type: MatchEvent['type']
  state: MatchLiveState
  incident: Incident | null
  retracts: number | null
  /** The match's whole detail after the event, only when the event changed it. */
  detail?: MatchDetail
}

export type Side = 'home' | 'guest'

/**
 * How incidents' points reach the match score: added up over the periods (football, basketball, PUBG), or
 * only by winning a game or map of a series (MOBA, CS), where periods hold the kills or rounds.
 */
export type Scoring = 'sum' | 'series'

/**
 * Writes a match's events in order while keeping its live state, so every event carries the whole state
 * after it. The seq of the n-th event is n (the ingest stores a script's events in order, from 1).
 */
export class MatchScript<D extends MatchDetail = MatchDetail> {
  readonly events: ScriptedEvent[] = []
  /**
   * The match's detail, which engines mutate freely. The next event carries a copy once an engine calls
   * `markDetail()`, and every status change does: engines mark the moments worth a push (a BP finished, an
   * objective, a card) rather than every kill, which incidents and period scores already carry; copying a
   * whole detail onto every event would multiply what is stored and pushed.
   */
  detail: D | null = null
  private detailDirty = true

  markDetail(): void {
    this.detailDirty = true
  }

  /** A battle royale's leaders for the next events' state (a new object each time: states share it). */
  setLobby(lobby: Lobby): void {
    this.state.lobby = lobby
  }
  private state: MatchLiveState = { ...NOT_STARTED_STATE, periods: [] }

  constructor(
    private readonly scoring: Scoring,
    /** The home side's win chance in percent for a state, updated after every change. */
    private readonly winRate: (state: MatchLiveState) => number,
    /** Only the final event carries the detail: the script of an old match, stored compactly. */
    private readonly finalDetailOnly = false,
  ) {
    this.state.winRate = round(winRate(this.state))
  }

  get current(): Readonly<MatchLiveState> {
    return this.state
  }

  /** A change of status or phase; entering a new period opens its score line. */
  status(offset: number, patch: Partial<Pick<MatchLiveState, 'status' | 'phase' | 'period' | 'clock'>>): number {
    Object.assign(this.state, patch)
    const period = this.state.period
    if (period > 0 && !this.state.periods.some((p) => p.index === period)) {
      this.state.periods = [...this.state.periods, { index: period, home: 0, guest: 0 }]
    }
    return this.push(offset, 'status', null, null)
  }

  /** An incident in the current period; `points` go to the side's period score (and match score when summed). */
  incident(
    offset: number,
    clock: number,
    kind: Incident['kind'],
    side: Side | null,
    points = 0,
    detail: string | null = null,
    /** False for points that count in their period only (a shoot-out kick is not a goal of the match). */
    toScore = true,
  ): number {
    this.state.clock = clock
    if (side && points > 0) this.addPoints(side, points, this.state.period, toScore)
    const incident: Incident = { kind, side, period: this.state.period, clock, points, detail }
    return this.push(offset, points > 0 ? 'score' : 'incident', incident, null)
  }

  /** A game or map of a series won: one point on the match score. */
  seriesWin(
    offset: number,
    clock: number,
    kind: 'gameWon' | 'mapWon',
    side: Side,
    detail: string | null = null,
  ): number {
    this.state.clock = clock
    if (side === 'home') this.state.homeScore += 1
    else this.state.guestScore += 1
    const incident: Incident = { kind, side, period: this.state.period, clock, points: 0, detail }
    return this.push(offset, 'score', incident, null)
  }

  /** Retracts the scoring event `seq` (a goal ruled out, a kill reassigned): its points come off again. */
  correction(offset: number, seq: number): number {
    const retracted = this.events[seq - 1]?.incident
    if (!retracted?.side || retracted.points === 0) throw new Error(`event ${seq} scored nothing to retract`)
    this.addPoints(retracted.side, -retracted.points, retracted.period)
    return this.push(offset, 'correction', null, seq)
  }

  /** The final whistle: closed and ended, the win rate settled. */
  finish(offset: number): number {
    this.state.status = 'closed'
    this.state.phase = 'ended'
    return this.push(offset, 'status', null, null)
  }

  private addPoints(side: Side, points: number, period = this.state.period, toScore = true) {
    this.state.periods = this.state.periods.map((p) => (p.index === period ? { ...p, [side]: p[side] + points } : p))
    if (this.scoring === 'series' || !toScore) return
    if (side === 'home') this.state.homeScore += points
    else this.state.guestScore += points
  }

  private push(
    offset: number,
    type: ScriptedEvent['type'],
    incident: Incident | null,
    retracts: number | null,
  ): number {
    // Events never go back in time: one planned a moment before the previous event happens with it.
    const at = Math.max(offset, this.events.at(-1)?.offset ?? 0)
    if (this.finalDetailOnly && incident && type !== 'status' && !KEY_INCIDENTS.has(incident.kind)) {
      // An old match's minor incident, which compactScript drops: spare the copy and the win rate.
      this.events.push({ offset: at, type, state: this.state, incident, retracts })
      return this.events.length
    }
    this.state.winRate = round(this.winRate(this.state))
    const event: ScriptedEvent = { offset: at, type, state: cloneState(this.state), incident, retracts }
    const wanted = this.finalDetailOnly ? this.state.status === 'closed' : this.detailDirty || type === 'status'
    if (wanted && this.detail) {
      this.detailDirty = false
      event.detail = JSON.parse(JSON.stringify(this.detail)) as MatchDetail
    }
    this.events.push(event)
    return this.events.length
  }
}

/** A copy of the state (faster than structuredClone: scripts copy it for every event). */
function cloneState(state: MatchLiveState): MatchLiveState {
  return { ...state, periods: state.periods.map((p) => ({ ...p })) }
}

function round(value: number): number {
  return Math.round(Math.min(100, Math.max(0, value)) * 10) / 10
}

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x))
}

/** A team's strength in [0, 1], stable per team id, so the same club is strong in every match. */
export function strengthOf(teamId: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < teamId.length; i++) hash = Math.imul(hash ^ teamId.charCodeAt(i), 0x01000193)
  return (hash >>> 0) / 4294967296
}

export const MINUTE = 60_000
