import { gameById } from '../../../../protocol/games'

/** The game segment of a video's path. */
export function slugOf(gameId: number): string {
  return gameById(gameId)?.slug ?? 'hot'
}
