import { memo, type ReactNode } from 'react'
import './game-icon.css'
import { circlePath, roundedRectPath } from './svg-paths'

// A small drawn pictogram per game for the navigation, the game tabs, rows and cards: our own line
// drawings of what each game is about (a crosshair, a crown, a parachute …), never the owners' logos.
// Drawn in currentColor, so they follow the text colour of the link or tab they sit in. Decorative:
// the game's name is always written beside them. The stroke is set once on the <svg>, and each drawing has as
// few elements as it can: rows draw one icon each, and inline SVG was a third of a home row's elements.

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/** The outline of a phone, for the mobile games. */
const PHONE = roundedRectPath(6, 2, 12, 20, 2.5)

const GLYPHS: Record<string, ReactNode> = {
  // Hot: a flame.
  hot: (
    <path d="M12 21c-4 0-7-2.6-7-6.5 0-3.2 2.2-5.2 3.6-7 .4 1.8 1.4 3 2.6 3.4C11 7.5 12.5 5 15 3c-.3 3 1.2 4.8 2.6 6.8 1 1.4 1.4 2.8 1.4 4.4 0 4-3.1 6.8-7 6.8Z" />
  ),
  // League of Legends: two crossed swords.
  lol: <path d="M4 4l11 11M20 4L9 15M13 17l4 4M11 17l-4 4M15 13l4-1-1 4M9 13l-4-1 1 4" />,
  // CS:GO: a crosshair.
  csgo: (
    <>
      <path d={`${circlePath(12, 12, 7)}M12 2v5M12 17v5M2 12h5M17 12h5`} />
      <circle cx="12" cy="12" r="1" fill="currentColor" />
    </>
  ),
  // Honor of Kings: a crown.
  kog: <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8Z M5 16h14" />,
  // Dota 2: a square map with its middle lane from base to base.
  dota2: (
    <>
      <path d={`${roundedRectPath(3, 3, 18, 18, 3)}M8 16L16 8`} />
      <path d={`${circlePath(7, 17, 1.6)}${circlePath(17, 7, 1.6)}`} fill="currentColor" />
    </>
  ),
  // PUBG: a parachute.
  pubg: (
    <>
      <path d="M3 11a9 7 0 0 1 18 0ZM3 11l9 8 9-8M12 11v8" />
      <circle cx="12" cy="20.5" r="1" fill="currentColor" />
    </>
  ),
  // Game for Peace (mobile battle royale): a parachute on a phone.
  pubgmobile: <path d={`${PHONE}M8.5 11a3.5 3 0 0 1 7 0ZM8.5 11l3.5 4 3.5-4M10 19h4`} />,
  // Wild Rift (mobile MOBA): a sword on a phone.
  lolmobile: <path d={`${PHONE}M12 6v8M10 12h4M12 14v2M10 19h4`} />,
  // Basketball: a ball with its seams.
  basketball: (
    <path d={`${circlePath(12, 12, 9)}M3 12h18M12 3v18M5.6 5.6c3 2.8 3 10 0 12.8M18.4 5.6c-3 2.8-3 10 0 12.8`} />
  ),
  // Football: a ball with its centre panel.
  soccer: (
    <>
      <path d={`${circlePath(12, 12, 9)}M12 8V3.5M15.3 10.4l4.3-1.4M14 14.3l2.6 3.6M10 14.3l-2.6 3.6M8.7 10.4L4.4 9`} />
      <path d="M12 8l3.3 2.4-1.3 3.9h-4l-1.3-3.9Z" fill="currentColor" />
    </>
  ),
}

/** The pictogram of a game (its slug: lol, csgo, …, or hot); nothing for a slug it does not know. */
export const GameIcon = memo(function GameIcon({ slug, size = 16 }: { slug: string; size?: number }) {
  const glyph = GLYPHS[slug]
  if (!glyph) return null
  return (
    <svg
      className="game-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      data-testid="game-icon"
      data-game={slug}
      {...STROKE}
    >
      {glyph}
    </svg>
  )
})
