// The design of a crest, drawn for every team and league the catalogue has no emblem for: its outline,
// colours, stripe and monogram all follow from the entity's canonical (catalogue) name, so the same team
// looks the same on every page, in every locale and on every visit, and two teams rarely look alike.
// Pure and cheap (one hash of a short string), so rows can draw it on every render.

export type CrestShape = 'shield' | 'round' | 'hexagon' | 'diamond' | 'pennant'
export type CrestPattern = 'band' | 'chevron' | 'split' | 'ring'

export type CrestDesign = {
  shape: CrestShape
  pattern: CrestPattern
  /** Field and accent colours, CSS hsl() strings. */
  field: string
  accent: string
  /** One to three characters written across the crest. */
  monogram: string
}

/** FNV-1a (32 bit): the same text always gives the same number, on the server, in tests and in every browser. */
export function hashName(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

// Twelve field hues spread round the wheel at a saturation and lightness that keep white text legible
// (contrast ≥ 4.5 against #fff), on the light list background and on the dark header alike.
const FIELDS = [0, 18, 35, 95, 140, 165, 190, 210, 230, 260, 285, 320] as const
const TEAM_SHAPES: readonly CrestShape[] = ['shield', 'hexagon', 'diamond', 'pennant', 'shield']
const PATTERNS: readonly CrestPattern[] = ['band', 'chevron', 'split', 'ring']

/**
 * What the crest says, the same in every locale: a Latin short name (JDG, T1) as it is; else the English
 * name's three-letter code as broadcasts write it — the first letters of its longest word (FC Augsburg →
 * AUG, Eintracht Frankfurt → FRA); else the first character of the Chinese name.
 */
export function monogramOf(shortName: string, name: string, nameEn?: string): string {
  const latin = shortName.replace(/[^A-Za-z0-9]/g, '')
  if (latin.length > 0) return latin.slice(0, 3).toUpperCase()
  for (const source of [nameEn, name]) {
    const words = source?.match(/[A-Za-z]+/g)
    if (!words) continue
    const longest = words.reduce((best, word) => (word.length > best.length ? word : best))
    return longest.slice(0, 3).toUpperCase()
  }
  return Array.from(name.trim())[0] ?? '?'
}

/**
 * The crest of a team (`kind: 'team'`, a badge shape) or a league (always round, so a league never passes
 * for a team). `name` is the catalogue's name, not a translation: a crest does not change with the locale.
 */
export function crestDesign(
  name: string,
  shortName: string,
  kind: 'team' | 'league' = 'team',
  nameEn?: string,
): CrestDesign {
  const hash = hashName(name)
  const { field, accent } = coloursOf(hash)
  return {
    shape: kind === 'league' ? 'round' : (TEAM_SHAPES[(hash >>> 4) % TEAM_SHAPES.length] ?? 'shield'),
    pattern: PATTERNS[(hash >>> 12) % PATTERNS.length] ?? 'band',
    field,
    accent,
    monogram: monogramOf(shortName, name, nameEn),
  }
}

/**
 * The field and accent colours a hash picks: the field among the twelve hues (white text stays legible on
 * it), the accent well away from it on the wheel so a stripe always shows. Shared by every drawn emblem
 * (crests, hero and map tiles), so they all keep one palette.
 */
export function coloursOf(hash: number): Pick<CrestDesign, 'field' | 'accent'> & { hue: number } {
  const hue = FIELDS[hash % FIELDS.length] ?? 0
  const accentHue = (hue + 120 + ((hash >>> 8) % 120)) % 360
  const lightness = 30 + ((hash >>> 16) % 3) * 3
  return { hue, field: `hsl(${hue} 58% ${lightness}%)`, accent: `hsl(${accentHue} 75% 62%)` }
}
