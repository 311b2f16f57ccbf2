import { gameById } from '../../../protocol/games'
import type { Match } from '../../../protocol/match'

export type Side = 'home' | 'guest'

/**
 * The side that won a finished match, for the results' emphasis (winner bold, loser dimmed): only a match
 * that ended (not one cancelled or postponed), by its score; a draw has no winner. Battle-royale lobbies
 * are not head-to-head and are never given one.
 */
export function winnerOf(match: Pick<Match, 'gameId' | 'status' | 'phase' | 'homeScore' | 'guestScore'>): Side | null {
  if (match.status !== 'closed' || match.phase !== 'ended') return null
  if (gameById(match.gameId)?.kind === 'battleRoyale') return null
  if (match.homeScore === match.guestScore) return null
  return match.homeScore > match.guestScore ? 'home' : 'guest'
}

/** `data-result` of one side's name and score: won, lost, or nothing while there is no winner. */
export function resultOf(winner: Side | null, side: Side): 'won' | 'lost' | undefined {
  if (winner === null) return undefined
  return winner === side ? 'won' : 'lost'
}
