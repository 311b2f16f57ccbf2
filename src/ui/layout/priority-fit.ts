/**
 * How many items of a row fit, in order, when those that do not go under a "more" button:
 * all of them when their widths and gaps fit the space, else as many as fit beside the button.
 */
export function priorityFit(widths: readonly number[], gap: number, available: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1)
  if (total <= available) return widths.length
  let used = moreWidth
  let fit = 0
  for (const width of widths) {
    if (used + gap + width > available) break
    used += gap + width
    fit++
  }
  return fit
}
