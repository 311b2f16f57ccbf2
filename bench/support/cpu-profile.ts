import { writeFileSync } from 'node:fs'
import type { CDPSession } from '@playwright/test'

// Optional (BENCH_PROFILE=1): a V8 CPU profile of the page during the window, summarized as the functions
// with the most self time, to say where the main thread's time goes. Profiling slows the page down, so the
// latency figures of a profiled run are not comparable with an unprofiled one.

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
}
export type Profile = { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }

export async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 })
  await cdp.send('Profiler.start')
}

export async function stopProfile(cdp: CDPSession): Promise<Profile> {
  const { profile } = await cdp.send('Profiler.stop')
  // BENCH_PROFILE_OUT=<file.cpuprofile>: the whole profile, for DevTools' Performance panel or a script.
  const out = process.env.BENCH_PROFILE_OUT
  if (out) writeFileSync(out, JSON.stringify(profile))
  return profile
}

/** The `limit` functions with the most self time, in ms, with their share of all sampled time. */
export function topSelfTime(profile: Profile, limit = 15): { fn: string; ms: number; share: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfMs = new Map<string, number>()
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  let total = 0
  for (let i = 0; i < samples.length; i++) {
    const node = byId.get(samples[i] ?? -1)
    if (!node) continue
    const ms = (deltas[i] ?? 0) / 1000
    const { functionName, url, lineNumber } = node.callFrame
    const file = url.split('/').pop() ?? ''
    const key = `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`
    selfMs.set(key, (selfMs.get(key) ?? 0) + ms)
    total += ms
  }
  return [...selfMs.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([fn, ms]) => ({ fn, ms, share: total > 0 ? ms / total : 0 }))
}
