import { coloursOf, hashName } from './crest-design'

// Drawn tiles for the names of a draft: a hero or champion (BP) and a map (CS veto). Nothing is copied from
// the games' owners: like a crest (crest-design.ts, whose hash and palette they share), a tile's colours,
// pattern and shapes all follow from the name alone, so a hero looks the same on every page and every visit.

export type TilePattern = 'stripes' | 'dots' | 'rays' | 'rings' | 'peaks'

export type HeroTileDesign = {
  /** Field and accent colours, CSS hsl() strings (the crests' palette). */
  field: string
  accent: string
  pattern: TilePattern
  /** Where the pattern is anchored, a quarter turn per step (0–3), so tiles of one pattern differ too. */
  turn: number
  /** One or two characters over the tile. */
  monogram: string
}

const TILE_PATTERNS: readonly TilePattern[] = ['stripes', 'dots', 'rays', 'rings', 'peaks']

/**
 * What a hero's tile says: the initials of a name of several words (Hou Yi → HY, TwistedFate → TF,
 * Nature's Prophet → NP), the first two letters of one Latin word (Ahri → Ah), else the first character
 * (孙尚香 → 孙).
 */
export function heroMonogram(name: string): string {
  const words = name
    .replace(/['’]/g, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
  const [first, second] = words
  if (first && /^[A-Za-z0-9]+$/.test(name.replace(/[\s.'’_-]/g, ''))) {
    if (second) return `${first[0]}${second[0]}`.toUpperCase()
    return `${first[0]?.toUpperCase()}${first.slice(1, 2).toLowerCase()}`
  }
  return Array.from(name.trim())[0] ?? '?'
}

/** The tile of a hero or champion, from its name as the feed writes it (the same in every locale). */
export function heroTileDesign(name: string): HeroTileDesign {
  const hash = hashName(name)
  const { field, accent } = coloursOf(hash)
  return {
    field,
    accent,
    pattern: TILE_PATTERNS[(hash >>> 12) % TILE_PATTERNS.length] ?? 'stripes',
    turn: (hash >>> 20) % 4,
    monogram: heroMonogram(name),
  }
}

export type MapTileDesign = {
  /** The ground colour under everything. */
  ground: string
  /** Areas of the map: polygons (SVG points in a 96 × 40 box) with their fills. */
  areas: { points: string; fill: string }[]
  /** Two bomb sites: small squares in the accent colour. */
  sites: { x: number; y: number }[]
  siteColour: string
  /** Corridors across the map: SVG path data, drawn as light strokes. */
  lanes: string[]
  laneColour: string
}

/** A small seeded generator (mulberry32): the same name always draws the same map. */
function randomFrom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const MAP_WIDTH = 96
const MAP_HEIGHT = 40
const COLUMNS = 4

/**
 * An abstract overhead "map" for a map's name: four uneven areas side by side in shades around the name's
 * hue, two corridors winding across them and two sites, dark enough for the white name written over it.
 */
export function mapTileDesign(name: string): MapTileDesign {
  const hash = hashName(name)
  const { hue, accent } = coloursOf(hash)
  const random = randomFrom(hash)
  const jitter = (span: number) => Math.round((random() - 0.5) * span)
  const step = MAP_WIDTH / COLUMNS
  // Shared edges between neighbouring areas, so the areas tile the box without gaps.
  const edges = Array.from({ length: COLUMNS + 1 }, (_, i) => {
    const x = i * step
    if (i === 0 || i === COLUMNS) return { top: x, bottom: x }
    return { top: x + jitter(12), bottom: x + jitter(12) }
  })
  const areas = edges.slice(0, -1).map((left, i) => {
    const right = edges[i + 1] ?? left
    const notch = 6 + Math.round(random() * 24)
    const points = [
      [left.top, 0],
      [right.top, 0],
      [right.bottom + jitter(8), notch],
      [right.bottom, MAP_HEIGHT],
      [left.bottom, MAP_HEIGHT],
    ]
    const shade = (hue + jitter(50) + 360) % 360
    return {
      points: points.map(([x, y]) => `${x},${y}`).join(' '),
      fill: `hsl(${shade} 32% ${18 + Math.round(random() * 14)}%)`,
    }
  })
  const lane = () => {
    const y = () => 6 + Math.round(random() * (MAP_HEIGHT - 12))
    return `M0 ${y()} L${step} ${y()} L${step * 2} ${y()} L${step * 3} ${y()} L${MAP_WIDTH} ${y()}`
  }
  return {
    ground: `hsl(${hue} 30% 16%)`,
    areas,
    sites: [
      { x: 8 + Math.round(random() * 24), y: 4 + Math.round(random() * 24) },
      { x: 60 + Math.round(random() * 24), y: 4 + Math.round(random() * 24) },
    ],
    siteColour: accent,
    lanes: [lane(), lane()],
    laneColour: `hsl(${hue} 35% 78%)`,
  }
}
