import 'fake-indexeddb/auto'
import { Dexie, liveQuery, type Table } from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'

// patches/dexie+4.4.7.patch (applied by `npm install`'s postinstall): Dexie's liveQuery merges every commit's
// changed keys into a query's "mutations since it last ran" and empties that only when the query runs again,
// so a query whose rows do not change (a row on screen whose match is not playing) merged the keys of every
// other match's commits into an ever larger set. At 1,000 live matches that merging was 15 % of the page's
// main thread and ~3 MB of heap (bench/README.md). The patch empties the set once it has been checked,
// unless the query is running (its new observed keys are not known yet, so the set must wait for them).

class Cache extends Dexie {
  declare rows: Table<{ id: string; value: number }, string>
  constructor(name: string) {
    super(name)
    this.version(1).stores({ rows: 'id' })
  }
}

const open: Cache[] = []
afterEach(async () => {
  for (const db of open.splice(0)) {
    db.close()
    await Dexie.delete(db.name)
  }
})

/** The values a live query of row `id` emits, and a way to wait for one. */
function watch(db: Cache, id: string) {
  const seen: (number | undefined)[] = []
  const waiters: { value: number; resolve: () => void }[] = []
  const subscription = liveQuery(() => db.rows.get(id)).subscribe((row) => {
    seen.push(row?.value)
    for (const waiter of waiters.filter((w) => w.value === row?.value)) waiter.resolve()
  })
  const until = (value: number) =>
    seen.includes(value) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ value, resolve }))
  return { seen, until, stop: () => subscription.unsubscribe() }
}

describe('the patched liveQuery', () => {
  it('is the one Dexie runs (npm install applied patches/dexie+4.4.7.patch)', () => {
    expect(liveQuery.toString()).toContain('querying')
  })

  it('still sees its own row change after many commits to other rows', async () => {
    const db = new Cache(`live-query-patch-${Math.random()}`)
    open.push(db)
    await db.rows.put({ id: 'mine', value: 0 })
    const mine = watch(db, 'mine')
    await mine.until(0)
    for (let i = 0; i < 200; i++) await db.rows.put({ id: `other-${i}`, value: i })
    await db.rows.put({ id: 'mine', value: 1 })
    await mine.until(1)
    // Other rows' commits woke nothing: the query emitted its first value and its one change.
    expect(mine.seen).toEqual([0, 1])
    mine.stop()
  })

  it('sees a change committed while it is running', async () => {
    const db = new Cache(`live-query-patch-${Math.random()}`)
    open.push(db)
    await db.rows.put({ id: 'mine', value: 0 })
    const mine = watch(db, 'mine')
    // The write is issued at once, while the query's first run is still on its way.
    await db.rows.put({ id: 'mine', value: 2 })
    await mine.until(2)
    expect(mine.seen.at(-1)).toBe(2)
    mine.stop()
  })
})
