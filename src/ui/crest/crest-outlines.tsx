import type { CrestShape } from './crest-design'

/** Each crest shape's outline, in the crests' 48 × 48 box. */
export const OUTLINES: Record<CrestShape, string> = {
  shield: 'M24 2 L44 9 V24 C44 36 35 43 24 46 C13 43 4 36 4 24 V9 Z',
  round: 'M24 2 A22 22 0 1 1 23.99 2 Z',
  hexagon: 'M24 2 L43 13 V35 L24 46 L5 35 V13 Z',
  diamond: 'M24 1 L47 24 L24 47 L1 24 Z',
  pennant: 'M5 3 H43 V30 L24 46 L5 30 Z',
}

/** The id of the clip path of a shape's outline, which every crest of that shape shares. */
export function outlineClipId(shape: CrestShape): string {
  return `crest-outline-${shape}`
}

/**
 * The crests' clip paths, one per shape, drawn once by the root layout: a crest clips its accent to its outline
 * with the shared one instead of a clip path of its own (two elements fewer per crest, four per list row).
 * Not `display: none`, which would keep Chromium from clipping with them; a box of no size, out of the flow.
 */
export function CrestOutlines() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
      {(Object.keys(OUTLINES) as CrestShape[]).map((shape) => (
        <clipPath key={shape} id={outlineClipId(shape)}>
          <path d={OUTLINES[shape]} />
        </clipPath>
      ))}
    </svg>
  )
}
