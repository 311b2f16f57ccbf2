import { Subject } from 'rxjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextFrameOr50ms, startBatchedWriter, writesSettled } from './batched-writer'

/** A schedule the test fires by hand, and a write that commits when the test says so. */
function manualWriter() {
  const events = new Subject<number>()
  const ticks: (() => void)[] = []
  const commits: { batch: number[]; commit: () => void }[] = []
  const subscription = startBatchedWriter(
    'test',
    events,
    (batch) => new Promise<void>((resolve) => commits.push({ batch, commit: resolve })),
    (flush) => {
      ticks.push(flush)
      return () => {}
    },
  )
  const tick = () => ticks.shift()?.()
  return { events, tick, commits, subscription }
}

/** Lets the writer's awaits run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

describe('writesSettled', () => {
  it('resolves at once when no writer holds anything', async () => {
    const writer = manualWriter()
    await expect(writesSettled()).resolves.toBeUndefined()
    writer.subscription.unsubscribe()
  })

  it('waits for what the writers had received to be committed, not for later events', async () => {
    const writer = manualWriter()
    writer.events.next(1)
    writer.events.next(2)
    let settled = false
    void writesSettled().then(() => {
      settled = true
    })
    // Arrives after the call: not waited for.
    writer.tick()
    writer.events.next(3)
    await settle()
    expect(writer.commits.map((c) => c.batch)).toEqual([[1, 2]])
    expect(settled).toBe(false)
    writer.commits[0]?.commit()
    await settle()
    expect(settled).toBe(true)
    writer.subscription.unsubscribe()
  })

  it('counts a failed batch as written and lets go of a stopped writer', async () => {
    const events = new Subject<number>()
    const failing = startBatchedWriter(
      'failing',
      events,
      () => Promise.reject(new Error('quota')),
      (flush) => {
        queueMicrotask(flush)
        return () => {}
      },
    )
    const quiet = console.error
    console.error = () => {}
    try {
      events.next(1)
      await expect(writesSettled()).resolves.toBeUndefined()
    } finally {
      console.error = quiet
      failing.unsubscribe()
    }
    const stopped = manualWriter()
    stopped.events.next(1)
    const waiting = writesSettled()
    stopped.subscription.unsubscribe()
    await expect(waiting).resolves.toBeUndefined()
  })
})

describe('startBatchedWriter with a limit', () => {
  it('hands out batches up to the weight, the rest at the next ticks, in order; a heavier event goes alone', async () => {
    const events = new Subject<number>()
    const ticks: (() => void)[] = []
    const batches: number[][] = []
    const subscription = startBatchedWriter(
      'weighed',
      events,
      async (batch) => {
        batches.push(batch)
      },
      (flush) => {
        ticks.push(flush)
        return () => {}
      },
      // An event weighs its value.
      { weigh: (event) => event, max: 10 },
    )
    for (const event of [4, 5, 3, 12, 1, 1]) events.next(event)
    for (let i = 0; i < 4; i++) {
      ticks.shift()?.()
      await settle()
    }
    expect(batches).toEqual([[4, 5], [3], [12], [1, 1]])
    expect(ticks).toHaveLength(0)
    subscription.unsubscribe()
  })
})

describe('nextFrameOr50ms', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('runs the flushes due in one frame each in a task of its own, in order; a cancelled one not at all', async () => {
    const frame: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frame.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => {})
    const ran: string[] = []
    nextFrameOr50ms(() => ran.push('matches'))
    const cancelNews = nextFrameOr50ms(() => ran.push('news'))
    nextFrameOr50ms(() => ran.push('videos'))
    // The browser calls a frame's callbacks one after another in one task.
    for (const callback of frame.splice(0)) callback(0)
    cancelNews()
    expect(ran).toEqual(['matches'])
    await settle()
    await settle()
    await settle()
    expect(ran).toEqual(['matches', 'videos'])
  })
})
