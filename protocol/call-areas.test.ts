import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CALL_AREAS, type CallArea, loadCallArea } from './call-areas'
import { CALLS } from './calls'

/** The protocol files a file's evaluation evaluates: its value imports, followed (type-only imports build nothing). */
function evaluatedFiles(file: string, seen = new Set<string>()): Set<string> {
  seen.add(relative(import.meta.dirname, file))
  const source = readFileSync(file, 'utf8')
  for (const [, clause, from] of source.matchAll(/^(?:import|export)\s+([^'"]*?)\s*from\s+'(\.[^']+)'/gm)) {
    if (clause?.startsWith('type ') || !from) continue
    const next = join(dirname(file), `${from}.ts`)
    if (!seen.has(relative(import.meta.dirname, next))) evaluatedFiles(next, seen)
  }
  return seen
}

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

  it('builds the video calls without the news calls and their article schemas (the home asks for a video)', () => {
    const files = evaluatedFiles(join(import.meta.dirname, 'calls/videos.ts'))
    expect(files).toContain('calls/game-paths.ts')
    for (const heavy of ['calls/news.ts', 'news.ts', 'articles.ts']) expect(files).not.toContain(heavy)
  })

  it('covers every call of CALLS and no other name', () => {
    expect(Object.keys(CALL_AREAS).sort()).toEqual(Object.keys(CALLS).sort())
  })
})
