import { z } from 'zod'
import { GAMES, HOT_SLUG } from '../games'

// The game segment the news', videos' and comments' game-first paths (/{game}/…) share. A file of its own: the
// video calls (which the home makes) need it without the news calls and their article schemas.

/** A game's slug ('csgo' for 'cs:go' too), or a list of every game: 'hot' (most read) or 'recommend' (newest). */
export const NEWS_GAMES: readonly string[] = [...new Set(['csgo', HOT_SLUG, 'recommend', ...GAMES.map((g) => g.slug)])]
/** The game segment of the spec's game-first paths (/{game}/…): only these make the path one of the calls. */
export const newsGameSchema = z.string().max(32)
/** The path pattern of that segment (a call's paramPatterns). */
export const GAME_SEGMENT = `^(?:${NEWS_GAMES.join('|')})$`
