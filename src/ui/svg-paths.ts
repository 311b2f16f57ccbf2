// Shapes as path data, so that an icon can draw several of them with one <path> element: each element of inline
// SVG is a layout object of its own, and list rows draw their icons on every row (bench/home-redraw.ts).

/** A circle centred on (cx, cy), as two half arcs. */
export function circlePath(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`
}

/** A rectangle from (x, y), `width` × `height`, with corners of radius `r`. */
export function roundedRectPath(x: number, y: number, width: number, height: number, r: number): string {
  const across = width - 2 * r
  const down = height - 2 * r
  return (
    `M${x + r} ${y}h${across}a${r} ${r} 0 0 1 ${r} ${r}v${down}a${r} ${r} 0 0 1 ${-r} ${r}` +
    `h${-across}a${r} ${r} 0 0 1 ${-r} ${-r}v${-down}a${r} ${r} 0 0 1 ${r} ${-r}Z`
  )
}
