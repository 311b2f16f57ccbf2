import { describe, expect, it } from 'vitest'
import { CALL_AREAS, type CallArea, loadCallArea } from './call-areas'
import { CALLS } from './calls'

describe('call areas', () => {
  const areas = [...new Set(Object.values(CALL_AREAS))] as CallArea[]

  it('loads, for each area, exactly the calls the map puts in it, with the definitions of CALLS', async () => {
    for (const area of areas) {
      const loaded = await loadCallArea(area)
      const mapped = Object.entries(CALL_AREAS)
        .filter(([, where]) => where === area)
        .map(([name]) => name)
      expect(Object.keys(loaded).sort(), area).toEqual(mapped.sort())
      for (const name of mapped) expect(loaded[name], name).toBe(CALLS[name as keyof typeof CALLS])
    }
  })

  it('covers every call of CALLS and no other name', () => {
    expect(Object.keys(CALL_AREAS).sort()).toEqual(Object.keys(CALLS).sort())
  })
})
