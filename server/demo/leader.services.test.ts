import pino from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/client'
import { openTestDatabase } from '../test-support/database'
import { runDemoAsLeader } from './leader'

// Two "processes" (two handles, two connection pools) on one PostgreSQL: one runs the demo at a time,
// and the other takes over when it stops.

const log = pino({ level: 'silent' })
const cleanup: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step()
})

/** A demo run that records when it started and ends when its process stops. */
function run(handle: Pick<DatabaseHandle, 'kind' | 'withSession'>, name: string, started: string[]) {
  const abort = new AbortController()
  const done = runDemoAsLeader({
    database: handle,
    signal: abort.signal,
    log,
    work: async () => {
      started.push(name)
      await new Promise((resolve) => abort.signal.addEventListener('abort', resolve, { once: true }))
    },
  })
  return {
    stop: async () => {
      abort.abort()
      await done
    },
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('demo leader on a shared PostgreSQL', () => {
  it('runs the demo in one process only, and another takes over when it stops', { timeout: 30_000 }, async () => {
    const first = await openTestDatabase()
    cleanup.push(() => first.close())
    if (!first.url) throw new Error('this suite needs DATABASE_URL')
    const second = await openDatabase({ databaseUrl: first.url, dataDir: 'memory://' })
    cleanup.push(() => second.close())

    const started: string[] = []
    const a = run(first, 'a', started)
    await sleep(300)
    const b = run(second, 'b', started)
    await sleep(500)
    expect(started).toEqual(['a'])
    await a.stop()
    // b tries again every 10 s.
    for (let waited = 0; started.length < 2 && waited < 12_000; waited += 200) await sleep(200)
    expect(started).toEqual(['a', 'b'])
    await b.stop()
  })
})
