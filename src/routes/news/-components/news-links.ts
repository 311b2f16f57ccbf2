import { gameById } from '../../../../protocol/games'

/** The game segment of an article's path. */
export function slugOf(gameId: number): string {
  return gameById(gameId)?.slug ?? 'hot'
}
