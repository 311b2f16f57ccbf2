import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** Where the list goes, at the root of the build (public/sw.js fetches it). */
export const OFFLINE_ASSETS = 'offline-assets.json'
/** Each locale's catalog is a chunk of its own: a visitor needs only theirs, which the page already loaded. */
const LOCALE_CATALOG = /(^|\/)messages-[\w-]+\.js$/

/**
 * Lists every code chunk and stylesheet of the build except the locale catalogs, so the service worker can
 * keep the whole app (every route's code) once the page has been idle a while: a page never visited then opens
 * offline too, instead of failing to load its chunk. Hashed names: the list changes with every build. Written
 * after the bundle, from what is on disk (chunks that held only CSS are dropped by then).
 */
export function offlineAssets(): Plugin {
  let outDir = 'dist'
  return {
    name: 'scorecast-offline-assets',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      const urls = Object.values(bundle)
        .map((file) => file.fileName)
        .filter((name) => /^assets\/.*\.(js|css)$/.test(name) && !LOCALE_CATALOG.test(name))
        .filter((name) => existsSync(join(outDir, name)))
        .map((name) => `/${name}`)
        .sort()
      await writeFile(join(outDir, OFFLINE_ASSETS), JSON.stringify(urls))
    },
  }
}
