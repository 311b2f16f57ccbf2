import { memo, useId } from 'react'
import { type CrestDesign, type CrestShape, crestDesign } from './crest-design'
import './crest.css'

// Emblems the catalogue does not have: a drawn crest per team or league (crest-design.ts: its outline,
// colours and monogram from its catalogue name) and a neutral silhouette for players. Decorative: the
// name is always written beside them, so they are hidden from assistive technology. No effect, no state,
// no fetch, memoized on its three inputs: rows redraw on every live event and a crest must cost nothing.

const OUTLINES: Record<CrestShape, string> = {
  shield: 'M24 2 L44 9 V24 C44 36 35 43 24 46 C13 43 4 36 4 24 V9 Z',
  round: 'M24 2 A22 22 0 1 1 23.99 2 Z',
  hexagon: 'M24 2 L43 13 V35 L24 46 L5 35 V13 Z',
  diamond: 'M24 1 L47 24 L24 47 L1 24 Z',
  pennant: 'M5 3 H43 V30 L24 46 L5 30 Z',
}

/** The accent drawn over the field, clipped to the outline. */
function Pattern({ design, clip }: { design: CrestDesign; clip: string }) {
  const common = { clipPath: `url(#${clip})`, opacity: 0.9 }
  switch (design.pattern) {
    case 'band':
      return <path d="M0 31 H48" stroke={design.accent} strokeWidth="5" {...common} />
    case 'chevron':
      return <path d="M2 30 L24 40 L46 30" stroke={design.accent} strokeWidth="4" fill="none" {...common} />
    case 'split':
      return <path d="M48 0 V48 H24 V0 Z" fill={design.accent} opacity={0.35} clipPath={common.clipPath} />
    case 'ring':
      return <path d={OUTLINES[design.shape]} stroke={design.accent} strokeWidth="5" fill="none" {...common} />
  }
}

type CrestProps = {
  /** The catalogue's (Chinese) name: the crest's seed, the same in every locale. */
  name: string
  shortName: string
  /** The English name, for the monogram of a team whose short name is Chinese (奥格斯堡 → AUG). */
  nameEn?: string | undefined
  /** Leagues get a round crest, teams one of the badge outlines. */
  kind?: 'team' | 'league'
  size?: number
}

export const Crest = memo(function Crest({ name, shortName, nameEn, kind = 'team', size = 40 }: CrestProps) {
  const design = crestDesign(name, shortName, kind, nameEn)
  const text = design.monogram
  const fontSize = text.length >= 3 ? 13 : text.length === 2 ? 16 : 20
  // The clip path's id must be unique in the document (useId: no effect, no state).
  const clip = `crest${useId().replace(/[^A-Za-z0-9_-]/g, '')}`
  return (
    <svg
      className={`crest crest-${kind}`}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      data-testid="crest"
      data-shape={design.shape}
    >
      <clipPath id={clip}>
        <path d={OUTLINES[design.shape]} />
      </clipPath>
      <path d={OUTLINES[design.shape]} fill={design.field} />
      <Pattern design={design} clip={clip} />
      <text
        x="24"
        y="24"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={fontSize}
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {text}
      </text>
    </svg>
  )
})

export function PlayerSilhouette({ size = 40 }: { size?: number }) {
  return (
    <svg className="crest player-silhouette" viewBox="0 0 48 48" width={size} height={size} aria-hidden="true">
      <rect width="48" height="48" rx="24" fill="#e5e6eb" />
      <circle cx="24" cy="19" r="8" fill="#a9aeb8" />
      <path d="M9 42 C11 31 18 28 24 28 C30 28 37 31 39 42 Z" fill="#a9aeb8" />
    </svg>
  )
}
