import { describe, expect, it } from 'vitest'
import { priorityFit } from './priority-fit'

describe('priorityFit', () => {
  it('keeps every item when they fit without the more button', () => {
    expect(priorityFit([50, 50, 50], 10, 170, 40)).toBe(3)
  })

  it('keeps as many as fit beside the more button, in order', () => {
    // 40 (more) + 10 + 50 + 10 + 50 = 160 ≤ 169; a third would need 220.
    expect(priorityFit([50, 50, 50], 10, 169, 40)).toBe(2)
  })

  it('stops at the first item that does not fit, even if a later one would', () => {
    expect(priorityFit([50, 200, 10], 0, 100, 40)).toBe(1)
  })

  it('keeps none when not even the first fits beside the button', () => {
    expect(priorityFit([80], 0, 60, 40)).toBe(0)
    expect(priorityFit([80, 80], 0, 100, 40)).toBe(0)
  })
})
