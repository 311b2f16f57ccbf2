import { useLiveQuery } from 'dexie-react-hooks'
import type { GameEntry } from '../../../protocol/game-schemas'
import { db } from '../instance'

/**
 * The game list (hot and the nine games) as the server last sent it; undefined until it has been
 * fetched once (streams refresh it on start).
 */
export function useGames(): GameEntry[] | undefined {
  return useLiveQuery(() => db.readMeta('games'), [])
}

/** When the client last caught up with the server (epoch ms); null if never, undefined while loading. */
export function useLastSync(): number | null | undefined {
  return useLiveQuery(async () => (await db.readMeta('lastSyncAt')) ?? null, [])
}
