import { GAMES, HOT_SLUG } from '../../../protocol/games'
import { GAME_NAMES } from '../../../protocol/messages'
import type { Handler } from '../handler'

/** The pseudo-game "hot" has no id of its own in the spec; 0 is never a real game's id. */
const HOT_GAME_ID = 0

export const gameSource: Handler<'gameSource'> = async (_input, { t }) => [
  { text: t(GAME_NAMES.hot), state: HOT_SLUG, gameId: HOT_GAME_ID },
  ...GAMES.map((game) => ({ text: t(GAME_NAMES[game.slug]), state: game.state, gameId: game.gameId })),
]
