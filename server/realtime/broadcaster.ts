import type { Server } from 'socket.io'
import type { Match, MatchEvent } from '../../protocol/match'
import type { ClientToServerEvents, Room, ServerToClientEvents } from '../../protocol/socket'
import type { Metrics } from '../http/metrics'

export type ScorecastServer = Server<ClientToServerEvents, ServerToClientEvents>

export type Broadcaster = {
  /** Pushes committed events, in the order given, to everyone watching their match, game or all matches. */
  publishMatchEvents(events: MatchEvent[]): void
  /** Pushes new or rescheduled matches the same way. */
  publishMatches(matches: Match[]): void
}

/** The rooms that want news of a match; see roomSchema in protocol/socket.ts. */
export function roomsOf(match: { gameId: number; matchId: string }): Room[] {
  return ['matches', `game:${match.gameId}`, `match:${match.matchId}`]
}

/** An event without its detail snapshot: what lists need (the live state and the incident). */
export function withoutDetail(event: MatchEvent): MatchEvent {
  if (event.detail === undefined) return event
  const { detail: _detail, ...delta } = event
  return delta
}

/**
 * One emit per item to the union of its rooms: socket.io delivers it once to a socket that is in several
 * of them, and through the Redis adapter to the sockets of every other process too. An event's detail
 * snapshot (lineups, BP, stats: kilobytes) goes only to the match's own room, whose clients show it;
 * everyone else gets the event without it.
 */
export function createBroadcaster(io: ScorecastServer, metrics: Metrics): Broadcaster {
  return {
    publishMatchEvents(events) {
      for (const event of events) {
        if (event.detail === undefined) {
          io.to(roomsOf(event)).emit('match:event', event)
          continue
        }
        const matchRoom: Room = `match:${event.matchId}`
        io.to(matchRoom).emit('match:event', event)
        io.to(roomsOf(event).filter((room) => room !== matchRoom))
          .except(matchRoom)
          .emit('match:event', withoutDetail(event))
      }
      metrics.matchEventsPushed.inc(events.length)
    },
    publishMatches(matches) {
      for (const match of matches)
        io.to(roomsOf({ gameId: match.gameId, matchId: match.id })).emit('match:upsert', match)
    },
  }
}
