import { describe, expect, it } from 'vitest'
import { parseKeywords } from './chat-rules'

describe('parseKeywords', () => {
  it('splits on commas of either width, 、, spaces and new lines, dropping empties and repeats', () => {
    expect(parseKeywords('加群，代练,刷单 、 外挂\n加群  ')).toEqual(['加群', '代练', '刷单', '外挂'])
    expect(parseKeywords('  ')).toEqual([])
  })
})
