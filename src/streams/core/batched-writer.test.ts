import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { startBatchedWriter, writesSettled } from './batched-writer'

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
