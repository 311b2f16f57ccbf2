/**
 * The games of the portal with their ids (§3 Game list entry). `slug` names the game in every URL the portal
 * makes (/{game}, /match/{game}, ?game=) and in the client; `state` is the spec's value in the game list
 * (/game/getPCGameSource), which differs only for CS:GO: its colon would be %3A in a path, so the portal's
 * slug is 'csgo' and 'cs:go' is read as an alias (a path holding it is redirected to the canonical one).
 */
export const GAMES = [
  { slug: 'lol', state: 'lol', gameId: 1, kind: 'moba' },
  { slug: 'csgo', state: 'cs:go', gameId: 2, kind: 'fps' },
  { slug: 'kog', state: 'kog', gameId: 3, kind: 'moba' },
  { slug: 'dota2', state: 'dota2', gameId: 4, kind: 'moba' },
  { slug: 'pubg', state: 'pubg', gameId: 5, kind: 'battleRoyale' },
  { slug: 'pubgmobile', state: 'pubgmobile', gameId: 6, kind: 'battleRoyale' },
  { slug: 'lolmobile', state: 'lolmobile', gameId: 7, kind: 'moba' },
  { slug: 'basketball', state: 'basketball', gameId: 201, kind: 'basketball' },
  { slug: 'soccer', state: 'soccer', gameId: 202, kind: 'football' },
] as const

export type GameSlug = (typeof GAMES)[number]['slug']
export type GameId = (typeof GAMES)[number]['gameId']
export type GameKind = (typeof GAMES)[number]['kind']

/** The pseudo-game that lists everything hot across games. */
export const HOT_SLUG = 'hot'
export const GAME_IDS = GAMES.map((g) => g.gameId) as GameId[]

/** The game a slug names; the spec's state ('cs:go') is accepted too. */
export function gameBySlug(slug: string) {
  return GAMES.find((g) => g.slug === slug) ?? GAMES.find((g) => g.state === slug)
}

/**
 * The portal's slug for a value read from a URL or the game list: a slug or 'hot' as it is, a game's spec
 * state as its slug ('cs:go' → 'csgo'); undefined for anything else.
 */
export function canonicalGameSlug(value: string): GameSlug | typeof HOT_SLUG | undefined {
  if (value === HOT_SLUG) return HOT_SLUG
  return gameBySlug(value)?.slug
}
export function gameById(id: number) {
  return GAMES.find((g) => g.gameId === id)
}
