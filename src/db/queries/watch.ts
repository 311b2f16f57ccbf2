import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../instance'

/** The matches pinned to the watch wall, in the order they were pinned ([] when none). */
export function useWatchWall(): string[] | undefined {
  return useLiveQuery(async () => (await db.readMeta('watchWall')) ?? [], [])
}
