import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { ScorecastDB } from './database'
import { matchKeyOf } from './match-key-row'
import { mergeMatch } from './match-row'
import * as stores from './stores'
import { makeMatch } from './test-fixtures'

// The cache declares only the versions Dexie needs (4, which has an upgrade, and the latest); a cache made by
// any earlier schema must open into the same tables and indexes as before, with version 4's upgrade run.

/** The schema as it was declared before: every version, one by one. */
const HISTORY: [number, Record<string, string>][] = [
  [1, stores.MATCH_STORES_V1],
  [2, { ...stores.MATCH_STORES_V2, ...stores.ACCOUNT_STORES_V2 }],
  [3, { ...stores.LIVE_STORES_V3, ...stores.ANCHOR_STORES_V3 }],
  [4, stores.MATCH_KEY_STORES_V4],
  [5, stores.LIBRARY_STORES_V5],
  [6, stores.SEARCH_STORES_V6],
  [7, stores.SITE_STORES_V7],
  [8, stores.EXPERT_STORES_V8],
  [9, stores.PAYMENT_STORES_V9],
  [10, stores.MALL_STORES_V10],
  [11, stores.BLIND_BOX_STORES_V11],
  [12, stores.CHANNEL_STORES_V12],
  [13, stores.NEWS_STORES_V13],
  [14, stores.VIDEO_STORES_V14],
  [15, stores.ARTICLE_STORES_V15],
  [16, stores.SOCIAL_STORES_V16],
]

/** A cache as an earlier portal made it: the declared history up to `upTo`. */
function earlierCache(name: string, upTo: number): Dexie {
  const db = new Dexie(name)
  for (const [version, spec] of HISTORY) if (version <= upTo) db.version(version).stores(spec)
  return db
}

/** Each object store of the open database as IndexedDB itself holds it: key path, then indexes. */
function shape(db: Dexie): Record<string, string[]> {
  const idb = db.backendDB()
  const names = [...idb.objectStoreNames]
  const tx = idb.transaction(names, 'readonly')
  return Object.fromEntries(
    names.map((name) => {
      const store = tx.objectStore(name)
      const indexes = [...store.indexNames].map((index) => `${index}:${JSON.stringify(store.index(index).keyPath)}`)
      return [name, [JSON.stringify(store.keyPath), ...indexes.sort()]]
    }),
  )
}

const opened: Dexie[] = []
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete()
})

describe('the cache schema', () => {
  it('is the same as the sixteen versions declared one by one', async () => {
    const before = earlierCache('schema-history', 16)
    const now = new ScorecastDB('schema-now')
    opened.push(before, now)
    await Promise.all([before.open(), now.open()])
    expect(Object.keys(shape(now)).length).toBe(Object.keys(shape(before)).length)
    expect(shape(now)).toEqual(shape(before))
    expect(now.verno).toBe(16)
  })

  it.each([3, 13])('opens a cache of version %i into the same schema, keeping its rows', async (version) => {
    const match = mergeMatch(makeMatch({ id: 'kept' }), undefined)
    const old = earlierCache(`schema-v${version}`, version)
    await old.table('matches').put(match)
    old.close()

    const db = new ScorecastDB(`schema-v${version}`)
    const fresh = new ScorecastDB(`schema-fresh-${version}`)
    opened.push(db, fresh)
    await Promise.all([db.open(), fresh.open()])
    expect(db.verno).toBe(16)
    expect(shape(db)).toEqual(shape(fresh))
    expect(await db.matches.get('kept')).toEqual(match)
    // Version 4's upgrade filled the lists' keys of a cache older than it; a newer cache has them already.
    if (version < 4) expect(await db.matchKeys.toArray()).toEqual([matchKeyOf(match)])
  })
})
