import type { Page } from '@playwright/test'

/**
 * Records stored in every IndexedDB database of the page's origin. The e2e tests do not know the
 * client's schema on purpose; they only need to know the cache holds something before cutting the network.
 */
export function indexedDbRecordCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let total = 0
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const name = info.name
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      const stores = [...db.objectStoreNames]
      if (stores.length > 0) {
        const tx = db.transaction(stores, 'readonly')
        const counts = await Promise.all(
          stores.map(
            (store) =>
              new Promise<number>((resolve, reject) => {
                const request = tx.objectStore(store).count()
                request.onsuccess = () => resolve(request.result)
                request.onerror = () => reject(request.error)
              }),
          ),
        )
        total += counts.reduce((a, b) => a + b, 0)
      }
      db.close()
    }
    return total
  })
}
