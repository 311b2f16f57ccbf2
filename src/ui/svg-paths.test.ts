import { describe, expect, it } from 'vitest'
import { circlePath, roundedRectPath } from './svg-paths'

describe('svg paths', () => {
  it('draws a circle as two half arcs from its left point', () => {
    expect(circlePath(12, 12, 9)).toBe('M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0')
  })

  it('draws a rounded rectangle clockwise from the end of its top-left corner, back to where it began', () => {
    expect(roundedRectPath(3.5, 3.5, 7, 7, 1.5)).toBe(
      'M5 3.5h4a1.5 1.5 0 0 1 1.5 1.5v4a1.5 1.5 0 0 1 -1.5 1.5h-4a1.5 1.5 0 0 1 -1.5 -1.5v-4a1.5 1.5 0 0 1 1.5 -1.5Z',
    )
  })
})
