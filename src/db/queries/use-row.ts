import { Dexie, type IndexableType, type ObservabilitySet, RangeSet, rangesOverlap, type Table } from 'dexie'
import { startTransition, useEffect, useState } from 'react'

// One row read by key, re-read when a write touches that key. A list's rows each watch their own match; with
// Dexie's liveQuery, each of those queries merged every write's changed keys into a set of its own until its
// own key came up, so at 1,000 live matches and 500 events a second, 48 sleeping rows spent a fifth of the
// page's main thread merging key sets (Dexie's mutation listener). Here one listener of Dexie's change event
// (the same event liveQuery hears, this tab's commits and other tabs' alike) looks each watched key up in the
// write's key set and wakes only the rows whose key it holds. (patches/dexie+4.4.7.patch has since stopped that
// merging in every liveQuery; one listener for all rows is still less work than a query per row.)

type Watcher = { part: string; range: RangeSet; wake: () => void }
const watchers = new Set<Watcher>()
let listening = false

function onChange(parts: ObservabilitySet): void {
  const due: Watcher[] = []
  for (const watcher of watchers) {
    const changed = parts[watcher.part]
    if (changed && rangesOverlap(changed, watcher.range)) due.push(watcher)
  }
  // The change event can come from inside the writer's transaction scope: read outside it, in a task of its own.
  if (due.length === 0) return
  setTimeout(() => {
    for (const watcher of due) watcher.wake()
  }, 0)
}

/**
 * Calls `wake` (in a task of its own) after each committed write that touches `key` of `table`, in this tab or
 * another; returns the function that stops watching.
 */
export function watchKey(table: Table, key: IndexableType, wake: () => void): () => void {
  if (!listening) {
    Dexie.on('storagemutated', onChange)
    listening = true
  }
  // A table's primary key changes are reported under its name with an empty index name.
  const watcher: Watcher = { part: `idb://${table.db.name}/${table.name}/`, range: new RangeSet(key), wake }
  watchers.add(watcher)
  return () => watchers.delete(watcher)
}

/** The rows last read, so a row scrolled back into view shows what it showed at once (then reads afresh). */
const lastRead = new Map<string, unknown>()
const LAST_READ_LIMIT = 2_000

function remember(id: string, row: unknown): void {
  lastRead.delete(id)
  lastRead.set(id, row)
  if (lastRead.size > LAST_READ_LIMIT) lastRead.delete(lastRead.keys().next().value as string)
}

type State<T> = { id: string; row: T | null } | { id: string; error: unknown }

/**
 * The row of `table` under `key`: undefined while reading, null when the cache does not have it, re-read
 * whenever a write touches the key. A failed read reaches the nearest error boundary.
 */
export function useRow<T, K extends IndexableType>(table: Table<T, K>, key: K): T | null | undefined {
  const id = `${table.name}\u0000${JSON.stringify(key)}`
  const [state, setState] = useState<State<T> | undefined>(() =>
    lastRead.has(id) ? { id, row: lastRead.get(id) as T | null } : undefined,
  )
  useEffect(() => {
    let open = true
    // Filling: nothing shown yet, or the cache did not have the row (it is landing as the page loads).
    let filling = !lastRead.has(id) || lastRead.get(id) === null
    let reading = false
    let again = false
    const read = () => {
      if (reading) {
        again = true
        return
      }
      reading = true
      table.get(key).then(
        (found) => {
          reading = false
          if (!open) return
          const row = found ?? null
          remember(id, row)
          // A row filling in is a transition: a list's first rows (dozens at once) render in slices, not in one
          // long task. A change to a shown row renders at once: live scores as transitions lagged by 300 ms and
          // more at 500 events/s (bench/event-to-paint.ts), React restarting slices that new ones overtook.
          if (filling) startTransition(() => setState({ id, row }))
          else setState({ id, row })
          filling = row === null
          if (again) {
            again = false
            read()
          }
        },
        (error: unknown) => {
          reading = false
          if (open) setState({ id, error })
        },
      )
    }
    // Watch before the first read, so that a write landing during it is not missed.
    const stop = watchKey(table as unknown as Table, key, read)
    read()
    return () => {
      open = false
      stop()
    }
  }, [table, key, id])
  if (state?.id !== id) return lastRead.has(id) ? (lastRead.get(id) as T | null) : undefined
  if ('error' in state) throw state.error
  return state.row
}
