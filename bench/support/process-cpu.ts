import { readdirSync, readFileSync } from 'node:fs'

// CPU time of a process and all its descendants, from /proc (Linux). The server runs under tsx, which
// starts the real node process as a child, so the tree is what counts.

const CLOCK_TICKS_PER_SECOND = 100

type Stat = { pid: number; ppid: number; ticks: number }

function readStat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may contain spaces; the fields after its closing parenthesis are fixed.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    const ppid = Number(fields[1])
    const ticks = Number(fields[11]) + Number(fields[12]) // utime + stime
    return { pid, ppid, ticks }
  } catch {
    return null
  }
}

/** Seconds of CPU used so far by `rootPid` and its descendants; NaN where /proc is unavailable. */
export function treeCpuSeconds(rootPid: number): number {
  let entries: string[]
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return Number.NaN
  }
  const stats = entries.map((name) => readStat(Number(name))).filter((s): s is Stat => s !== null)
  const children = new Map<number, Stat[]>()
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat])
  let ticks = 0
  const stack = stats.filter((s) => s.pid === rootPid)
  while (stack.length > 0) {
    const stat = stack.pop() as Stat
    ticks += stat.ticks
    stack.push(...(children.get(stat.pid) ?? []))
  }
  return ticks / CLOCK_TICKS_PER_SECOND
}
