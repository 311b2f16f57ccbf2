import { describe, expect, it } from 'vitest'
import { centreSquare, dataUrlBytes } from './crop-avatar'

describe('centreSquare', () => {
  it('keeps the middle of a landscape picture', () => {
    expect(centreSquare(400, 300)).toEqual({ x: 50, y: 0, side: 300 })
  })
  it('keeps the middle of a portrait picture', () => {
    expect(centreSquare(300, 401)).toEqual({ x: 0, y: 50, side: 300 })
  })
})

describe('dataUrlBytes', () => {
  it('counts decoded bytes, padding excluded', () => {
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abcd')}`)).toBe(4)
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abcde')}`)).toBe(5)
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abcdef')}`)).toBe(6)
  })
})
