import { memo, useState } from 'react'
import { type CrestDesign, crestDesign } from './crest-design'
import { OUTLINES, outlineClipId } from './crest-outlines'
import './crest.css'

// A team's logo where the portal keeps one (a real provider's, fetched into its own storage: server/feed/
// logos.ts), else a drawn crest per team or league (crest-design.ts: its outline, colours and monogram from
// its catalogue name), and a neutral silhouette for players. Decorative: the name is always written beside
// them, so they are hidden from assistive technology. No effect, no fetch of its own, memoized on its
// inputs: rows redraw on every live event and a crest must cost nothing. A logo that cannot load (offline,
// not cached yet) gives way to the drawn crest.

/** The accent drawn over the field, clipped to the outline (the shape's shared clip path, see CrestOutlines). */
function Pattern({ design }: { design: CrestDesign }) {
  const common = { clipPath: `url(#${outlineClipId(design.shape)})`, opacity: 0.9 }
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
  /** The logo's address (the portal's own), when it has one. */
  logo?: string | null | undefined
}

export const Crest = memo(function Crest({ name, shortName, nameEn, kind = 'team', size = 40, logo }: CrestProps) {
  const [failed, setFailed] = useState<string | null>(null)
  if (logo && failed !== logo)
    return (
      <img
        className={`crest crest-${kind} crest-logo`}
        src={logo}
        width={size}
        height={size}
        alt=""
        aria-hidden="true"
        loading="lazy"
        decoding="async"
        data-testid="crest"
        onError={() => setFailed(logo)}
      />
    )
  const design = crestDesign(name, shortName, kind, nameEn)
  const text = design.monogram
  const fontSize = text.length >= 3 ? 13 : text.length === 2 ? 16 : 20
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
      <path d={OUTLINES[design.shape]} fill={design.field} />
      <Pattern design={design} />
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

/** A team's crest from the reference a match or a table carries: its names and its logo. */
export function TeamCrest({
  team,
  size,
}: {
  team: { name: string; shortName: string; names?: { en?: string | undefined } | undefined; logo?: string | null }
  size: number
}) {
  return <Crest name={team.name} shortName={team.shortName} nameEn={team.names?.en} logo={team.logo} size={size} />
}

export function PlayerSilhouette({ size = 40 }: { size?: number }) {
  return (
    <svg className="crest player-silhouette" viewBox="0 0 48 48" width={size} height={size} aria-hidden="true">
      <rect width="48" height="48" rx="24" fill="#e5e6eb" />
      <circle cx="24" cy="19" r="8" fill="#a9aeb8" />
      <path d="M9 42 C11 31 18 28 24 28 C30 28 37 31 39 42 Z" fill="#a9aeb8" />
    </svg>
  )
}
