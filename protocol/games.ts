import { z } from 'zod'
import { MESSAGES } from './messages'

/** The games of the portal with the spec's slugs and ids (§3 Game list entry). */
export const GAMES = [
  { slug: 'lol', gameId: 1, kind: 'moba' },
  { slug: 'cs:go', gameId: 2, kind: 'fps' },
  { slug: 'kog', gameId: 3, kind: 'moba' },
  { slug: 'dota2', gameId: 4, kind: 'moba' },
  { slug: 'pubg', gameId: 5, kind: 'battleRoyale' },
  { slug: 'pubgmobile', gameId: 6, kind: 'battleRoyale' },
  { slug: 'lolmobile', gameId: 7, kind: 'moba' },
  { slug: 'basketball', gameId: 201, kind: 'basketball' },
  { slug: 'soccer', gameId: 202, kind: 'football' },
] as const

export type GameSlug = (typeof GAMES)[number]['slug']
export type GameId = (typeof GAMES)[number]['gameId']
export type GameKind = (typeof GAMES)[number]['kind']

/** The pseudo-game that lists everything hot across games. */
export const HOT_SLUG = 'hot'
export const GAME_IDS = GAMES.map((g) => g.gameId) as GameId[]

export const gameIdSchema = z
  .number()
  .int()
  .refine((id): id is GameId => (GAME_IDS as number[]).includes(id), { error: MESSAGES.unknownGame.id })

export function gameBySlug(slug: string) {
  return GAMES.find((g) => g.slug === slug)
}
export function gameById(id: number) {
  return GAMES.find((g) => g.gameId === id)
}

/** One entry of GET /game/getPCGameSource. `text` is the display name in the request's language. */
export const gameEntrySchema = z.object({
  text: z.string(),
  state: z.string(),
  gameId: z.number().int(),
})
export type GameEntry = z.infer<typeof gameEntrySchema>
