import { GAMES, type GameKind } from '../../../protocol/games'
import { basketball } from './kinds/basketball'
import { battleRoyale } from './kinds/battle-royale'
import { football } from './kinds/football'
import { fps } from './kinds/fps'
import type { KindEngine } from './kinds/kind'
import { moba } from './kinds/moba'

/** The rules engine of each game kind. */
export const ENGINES: Record<GameKind, KindEngine> = { football, basketball, moba, fps, battleRoyale }

export function engineOf(gameId: number): KindEngine {
  const game = GAMES.find((g) => g.gameId === gameId)
  if (!game) throw new Error(`no engine for game ${gameId}`)
  return ENGINES[game.kind]
}
