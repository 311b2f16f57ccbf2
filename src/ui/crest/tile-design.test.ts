import { describe, expect, it } from 'vitest'
import { heroMonogram, heroTileDesign, mapTileDesign } from './tile-design'

describe('heroTileDesign', () => {
  it('draws the same tile for the same name, every time', () => {
    expect(heroTileDesign('Ahri')).toEqual(heroTileDesign('Ahri'))
    // A fixed value: the hash is part of the contract (a hero keeps its look across releases).
    expect(heroTileDesign('Ahri')).toMatchInlineSnapshot(`
      {
        "accent": "hsl(214 75% 62%)",
        "field": "hsl(18 58% 30%)",
        "monogram": "Ah",
        "pattern": "rays",
        "turn": 0,
      }
    `)
  })

  it('draws different tiles for different names', () => {
    const names = ['Ahri', 'Akali', 'Azir', 'Jinx', 'Thresh', 'Lee Sin', 'Hou Yi', '孙尚香', 'Anti-Mage', 'Pudge']
    const looks = new Set(names.map((name) => JSON.stringify({ ...heroTileDesign(name), monogram: '' })))
    // Ten names over 12 colours × 5 patterns × 4 turns: at most one pair may share a look.
    expect(looks.size).toBeGreaterThanOrEqual(names.length - 1)
    expect(heroTileDesign('Ahri')).not.toEqual(heroTileDesign('Akali'))
  })
})

describe('heroMonogram', () => {
  it('takes the initials of several words, two letters of one, else the first character', () => {
    expect(heroMonogram('Hou Yi')).toBe('HY')
    expect(heroMonogram('TwistedFate')).toBe('TF')
    expect(heroMonogram("Nature's Prophet")).toBe('NP')
    expect(heroMonogram('Luban No.7')).toBe('LN')
    expect(heroMonogram('Ahri')).toBe('Ah')
    expect(heroMonogram('孙尚香')).toBe('孙')
  })
})

describe('mapTileDesign', () => {
  it('draws the same map for the same name and different maps for different names', () => {
    expect(mapTileDesign('Mirage')).toEqual(mapTileDesign('Mirage'))
    const pool = ['Mirage', 'Inferno', 'Nuke', 'Ancient', 'Anubis', 'Dust2', 'Train']
    const drawings = new Set(pool.map((name) => JSON.stringify(mapTileDesign(name))))
    expect(drawings.size).toBe(pool.length)
  })

  it('stays inside its 96 × 40 box', () => {
    for (const name of ['Mirage', 'Inferno', 'Nuke']) {
      const design = mapTileDesign(name)
      expect(design.areas).toHaveLength(4)
      for (const site of design.sites) {
        expect(site.x).toBeGreaterThanOrEqual(0)
        expect(site.x + 7).toBeLessThanOrEqual(96)
        expect(site.y + 7).toBeLessThanOrEqual(40)
      }
    }
  })
})
