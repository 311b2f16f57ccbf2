import { z } from 'zod'
import { GAME_IDS, type GameId } from './games'
import { MESSAGES } from './messages'

// The games' schemas, apart from their table (games.ts): every page needs the table, only calls the schemas.

export const gameIdSchema = z
  .number()
  .int()
  .refine((id): id is GameId => (GAME_IDS as number[]).includes(id), { error: MESSAGES.unknownGame.id })

/** One entry of GET /game/getPCGameSource. `text` is the display name in the request's language. */
export const gameEntrySchema = z.object({
  text: z.string(),
  state: z.string(),
  gameId: z.number().int(),
})
export type GameEntry = z.infer<typeof gameEntrySchema>
