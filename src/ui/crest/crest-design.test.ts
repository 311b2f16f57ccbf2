import { describe, expect, it } from 'vitest'
import { crestDesign, monogramOf } from './crest-design'

describe('crestDesign', () => {
  it('draws the same crest for the same name, every time', () => {
    expect(crestDesign('京东电竞', 'JDG')).toEqual(crestDesign('京东电竞', 'JDG'))
    // A fixed value: the hash is part of the contract (a team keeps its look across releases).
    expect(crestDesign('京东电竞', 'JDG')).toMatchInlineSnapshot(`
      {
        "accent": "hsl(67 75% 62%)",
        "field": "hsl(190 58% 30%)",
        "monogram": "JDG",
        "pattern": "chevron",
        "shape": "pennant",
      }
    `)
  })

  it('draws different crests for different names', () => {
    const names = [
      '京东电竞',
      '哔哩哔哩电竞',
      '滔搏电子竞技',
      'T1',
      'Gen.G',
      '曼城',
      '利物浦',
      '皇家马德里',
      '湖人',
      '勇士',
    ]
    const looks = new Set(names.map((name) => JSON.stringify({ ...crestDesign(name, ''), monogram: '' })))
    // Ten names over 12 colours × 5 outlines × 4 patterns: at most one pair may share a look.
    expect(looks.size).toBeGreaterThanOrEqual(names.length - 1)
    expect(crestDesign('JDG', 'JDG')).not.toEqual(crestDesign('BLG', 'BLG'))
  })

  it('keeps leagues round and teams in badge outlines', () => {
    expect(crestDesign('英雄联盟职业联赛', 'LPL', 'league').shape).toBe('round')
    const shapes = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((n) => crestDesign(n, n).shape))
    expect(shapes.has('round')).toBe(false)
    expect(shapes.size).toBeGreaterThan(1)
  })
})

describe('monogramOf', () => {
  it('takes a Latin short name, else the English code, else the first character', () => {
    expect(monogramOf('Gen.G', 'Gen.G')).toBe('GEN')
    expect(monogramOf('奥格斯堡', '奥格斯堡', 'FC Augsburg')).toBe('AUG')
    expect(monogramOf('', 'Team Liquid')).toBe('LIQ')
    expect(monogramOf('曼城', '曼彻斯特城')).toBe('曼')
  })
})
