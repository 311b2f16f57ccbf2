// The live and replay players' control glyphs as inline SVG (20 × 20, currentColor): emoji and symbol
// characters render as empty boxes on systems without an emoji font.

type Glyph = 'play' | 'pause' | 'soundOn' | 'soundOff' | 'fullscreen' | 'exitFullscreen'

const SPEAKER = 'M3 8h3l4-3.5v11L6 12H3z'
const PATHS: Record<Glyph, { fill?: string; stroke?: string }> = {
  play: { fill: 'M6 4l10 6-10 6z' },
  pause: { fill: 'M5 4h3.5v12H5zM11.5 4H15v12h-3.5z' },
  soundOn: { fill: SPEAKER, stroke: 'M13 7.5a3.5 3.5 0 0 1 0 5M15 5a7 7 0 0 1 0 10' },
  soundOff: { fill: SPEAKER, stroke: 'M13 7.5l5 5M18 7.5l-5 5' },
  fullscreen: { stroke: 'M3 7.5V3h4.5M12.5 3H17v4.5M17 12.5V17h-4.5M7.5 17H3v-4.5' },
  exitFullscreen: { stroke: 'M7.5 3v4.5H3M17 7.5h-4.5V3M12.5 17v-4.5H17M3 12.5h4.5V17' },
}

export function PlayerIcon({ glyph }: { glyph: Glyph }) {
  const { fill, stroke } = PATHS[glyph]
  return (
    <svg className="player-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" data-glyph={glyph}>
      {fill ? <path d={fill} fill="currentColor" /> : null}
      {stroke ? (
        <path
          d={stroke}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
    </svg>
  )
}
