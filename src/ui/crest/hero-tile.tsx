import { memo, useId } from 'react'
import { type HeroTileDesign, heroTileDesign } from './tile-design'
import './tiles.css'

// A hero's or champion's square tile in a BP: drawn from its name (tile-design.ts), never the game's art.
// Decorative: the name is written beside it, so the drawing is hidden from assistive technology, and the
// monogram is written by CSS (attr()) so the element's text stays the name alone.

const SIZE = 40

/** The pattern over the field, in a 40 × 40 box, rotated a quarter turn per `turn`. */
function PatternArt({ design }: { design: HeroTileDesign }) {
  const stroke = { stroke: design.accent, fill: 'none', opacity: 0.45 }
  const art = (() => {
    switch (design.pattern) {
      case 'stripes':
        return (
          <path
            d="M-10 20 L20 -10 M-10 36 L36 -10 M-10 52 L52 -10 M6 52 L52 6 M22 52 L52 22"
            strokeWidth="4"
            {...stroke}
          />
        )
      case 'dots':
        return (
          <g fill={design.accent} opacity={0.45}>
            {/* Three staggered rows of dots, the middle one shifted half a step. */}
            {[6, 17, 28].flatMap((y, row) =>
              [6, 17, 28].map((x) => <circle key={`${x}-${y}`} cx={x + (row === 1 ? 5 : 0)} cy={y} r="2.5" />),
            )}
          </g>
        )
      case 'rays':
        return <path d="M0 40 L40 0 L40 14 Z M0 40 L26 0 L12 0 Z" fill={design.accent} opacity={0.35} />
      case 'rings':
        return (
          <path
            d="M0 18 A22 22 0 0 1 22 40 M0 6 A34 34 0 0 1 34 40 M0 -6 A46 46 0 0 1 46 40"
            strokeWidth="4"
            {...stroke}
          />
        )
      case 'peaks':
        return <path d="M0 40 L10 24 L18 32 L28 16 L40 30 V40 Z" fill={design.accent} opacity={0.4} />
    }
  })()
  return <g transform={`rotate(${design.turn * 90} 20 20)`}>{art}</g>
}

type Props = {
  /** The hero's name as the feed writes it: the tile's seed, the same in every locale. */
  name: string
  /** A ban: the tile dimmed and struck through. */
  banned?: boolean
  size?: number
}

export const HeroTile = memo(function HeroTile({ name, banned = false, size = SIZE }: Props) {
  const design = heroTileDesign(name)
  // The clip path's id must be unique in the document (useId: no effect, no state).
  const clip = `tile${useId().replace(/[^A-Za-z0-9_-]/g, '')}`
  return (
    <span
      className="hero-tile"
      data-testid="hero-tile"
      data-banned={banned || undefined}
      data-pattern={design.pattern}
      style={{ inlineSize: size, blockSize: size, fontSize: design.monogram.length > 1 ? size * 0.36 : size * 0.44 }}
    >
      <svg className="hero-tile-art" viewBox={`0 0 ${SIZE} ${SIZE}`} width={size} height={size} aria-hidden="true">
        <clipPath id={clip}>
          <rect width={SIZE} height={SIZE} rx="6" />
        </clipPath>
        <rect width={SIZE} height={SIZE} rx="6" fill={design.field} />
        <g clipPath={`url(#${clip})`}>
          <PatternArt design={design} />
        </g>
      </svg>
      <span className="hero-tile-monogram" aria-hidden="true" data-monogram={design.monogram} />
    </span>
  )
})
