import { treeCpuSeconds } from './process-cpu'

// A fresh database's first start fills 30 days of match history, and writes the news that follows from it,
// for a minute or more: measured meanwhile, every figure says more about that fill than about the page or the
// fan-out. The benches wait it out.

/**
 * Waits until the server has used under a fifth of a core over each of two consecutive two-second windows
 * (at most 15 minutes): its start-up work is done.
 */
export async function untilQuiet(pid: number): Promise<{ seconds: number; cpu: number }> {
  const started = performance.now()
  let quietWindows = 0
  let cpu = 1
  while (quietWindows < 2) {
    if (performance.now() - started > 15 * 60_000) throw new Error('the server did not settle within 15 minutes')
    const before = treeCpuSeconds(pid)
    await new Promise((r) => setTimeout(r, 2000))
    cpu = (treeCpuSeconds(pid) - before) / 2
    quietWindows = cpu < 0.2 ? quietWindows + 1 : 0
  }
  return { seconds: (performance.now() - started) / 1000, cpu }
}
