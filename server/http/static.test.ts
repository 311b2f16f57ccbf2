import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDirectory } from '../../scripts/precompress'
import type { DatabaseHandle } from '../db/client'
import { openTestDatabase } from '../test-support/database'
import { rawGet } from '../test-support/raw-http'
import { startTestServer, type TestServer } from '../test-support/server'

let database: DatabaseHandle
let built: TestServer
let unbuilt: TestServer
let dist: string
// Over the compression threshold, as the real shell with its skeleton is.
// The skeleton's rules inline, as the build puts them (scripts/boot-pages.ts).
const BOOT_STYLE = '.boot{min-block-size:100vh;background:#f2f3f5}'
const INDEX = `<!doctype html><title>Scorecast app</title><style>${BOOT_STYLE}</style><body>${'<p>骨架</p>'.repeat(300)}</body>`
// The home's first screen per locale (scripts/boot-pages.ts); over the threshold too.
const HOME_ZH = `<!doctype html><title>首页</title><body>${'<p>拖动</p>'.repeat(300)}</body>`
const HOME_EN = `<!doctype html><title>Home</title><body>${'<p>Drag</p>'.repeat(300)}</body>`
// Big enough to be precompressed and compressible, as a real chunk is.
const CHUNK = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}]`

beforeAll(async () => {
  database = await openTestDatabase()
  dist = mkdtempSync(join(tmpdir(), 'scorecast-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), INDEX)
  writeFileSync(join(dist, 'home.zh_CN.html'), HOME_ZH)
  writeFileSync(join(dist, 'home.en.html'), HOME_EN)
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>')
  writeFileSync(join(dist, 'sw.js'), `self.addEventListener('fetch', () => {}) // ${'x'.repeat(2000)}`)
  writeFileSync(join(dist, 'assets', 'main-def456.js'), CHUNK)
  await precompressDirectory(dist)
  built = await startTestServer(database.db, { STATIC_DIR: dist })
  unbuilt = await startTestServer(database.db, { STATIC_DIR: join(dist, 'missing') })
})
afterAll(async () => {
  await built.close()
  await unbuilt.close()
  await database.close()
})

describe('the built client', () => {
  it('serves hashed assets with a long cache', async () => {
    const response = await fetch(`${built.url}/assets/index-abc123.js`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('console.log(1)')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers index.html, uncached, for any app route but the home', async () => {
    for (const path of ['/match/lol', '/s/hello%20world', '/news/soccer/123?tab=1', '/index.html']) {
      const response = await fetch(`${built.url}${path}`, { headers: { cookie: 'scorecast.locale=en' } })
      expect(response.status, path).toBe(200)
      expect(await response.text()).toBe(INDEX)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
    }
  })

  it("answers the home's page in the locale of the visitor's cookie, zh_CN without one", async () => {
    const home = async (path: string, cookie?: string) => {
      const response = await fetch(`${built.url}${path}`, { headers: cookie ? { cookie } : {} })
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
      expect(response.headers.get('vary'), path).toMatch(/cookie/i)
      return response.text()
    }
    expect(await home('/')).toBe(HOME_ZH)
    expect(await home('/?game=lol', 'scorecast.locale=en')).toBe(HOME_EN)
    expect(await home('/', 'other=1; scorecast.locale=en')).toBe(HOME_EN)
    // Not a locale, or one the build wrote no page for: the default's page.
    expect(await home('/', 'scorecast.locale=../index')).toBe(HOME_ZH)
    const fr = await fetch(`${built.url}/`, { headers: { cookie: 'scorecast.locale=fr' } })
    expect(await fr.text()).toBe(INDEX)
    // A client that takes no encoding (curl, a health check) gets the page too, not the root directory's 403.
    const plain = await rawGet(`${built.url}/`, { 'accept-encoding': 'identity' })
    expect(plain.status).toBe(200)
    expect(plain.body.toString()).toBe(HOME_ZH)
    const head = await fetch(`${built.url}/`, { method: 'HEAD' })
    expect(head.status).toBe(200)
  })

  it("lets the skeleton's inline rules apply, and no other inline style (the CSP names their hash)", async () => {
    const csp = (await fetch(`${built.url}/match/lol`)).headers.get('content-security-policy') ?? ''
    const styleSrc = csp.split(';').find((directive) => directive.startsWith('style-src')) ?? ''
    const hash = createHash('sha256').update(BOOT_STYLE).digest('base64')
    expect(styleSrc).toContain(`'sha256-${hash}'`)
    expect(styleSrc).not.toContain('unsafe-inline')
    // Without a build there is no skeleton to allow.
    const bare = (await fetch(`${unbuilt.url}/`)).headers.get('content-security-policy') ?? ''
    expect(bare).not.toContain(hash)
  })

  it('serves other files of the build as they are', async () => {
    const response = await fetch(`${built.url}/favicon.svg`)
    expect(await response.text()).toBe('<svg/>')
  })

  it('does not answer the app for server paths or missing assets', async () => {
    for (const path of ['/assets/missing.js', '/hls/room/index.m3u8', '/metrics/x', '/socket.io/x']) {
      const response = await fetch(`${built.url}${path}`)
      expect(await response.text(), path).not.toBe(INDEX)
    }
    expect((await fetch(`${built.url}/assets/missing.js`)).status).toBe(404)
    expect((await fetch(`${built.url}/hls/x.m3u8`)).status).toBe(404)
    expect((await fetch(`${built.url}/match/lol`, { method: 'POST' })).status).toBe(404)
  })
})

describe('compression and caching of the build', () => {
  const chunk = () => `${built.url}/assets/main-def456.js`

  it('sends the brotli sibling to a browser that prefers it, gzip to one that only takes gzip', async () => {
    const br = await rawGet(chunk(), { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.body.length).toBeLessThan(CHUNK.length / 3)
    expect(brotliDecompressSync(br.body).toString()).toBe(CHUNK)
    // The build's own sibling (brotli 11), not a compression made per request.
    expect(br.body.equals(readFileSync(join(dist, 'assets', 'main-def456.js.br')))).toBe(true)

    const gz = await rawGet(chunk(), { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(gunzipSync(gz.body).toString()).toBe(CHUNK)
  })

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const response = await rawGet(chunk(), { 'accept-encoding': 'identity' })
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body.toString()).toBe(CHUNK)
  })

  it('answers 304 to a revalidation by ETag, per encoding', async () => {
    const etags = new Set<string>()
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await rawGet(chunk(), { 'accept-encoding': encoding })
      const etag = String(first.headers.etag ?? '')
      expect(etag, encoding).not.toBe('')
      etags.add(etag)
      const again = await rawGet(chunk(), { 'accept-encoding': encoding, 'if-none-match': etag })
      expect(again.status, encoding).toBe(304)
      expect(again.body.length, encoding).toBe(0)
    }
    // A cache must never hand one encoding's bytes to a revalidation of another.
    expect(etags.size).toBe(3)
  })

  it('keeps index.html and the service worker revalidated, compressed or not', async () => {
    for (const [path, encoding] of [
      ['/', 'br'],
      ['/match/lol', 'gzip'],
      ['/index.html', 'br'],
      ['/sw.js', 'br'],
      ['/sw.js', 'identity'],
    ] as const) {
      const response = await rawGet(`${built.url}${path}`, { 'accept-encoding': encoding })
      expect(response.status, path).toBe(200)
      expect(response.headers['cache-control'], `${path} ${encoding}`).toBe('no-cache')
    }
    expect((await rawGet(`${built.url}/sw.js`, { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br')
  })

  it('sends the SPA fallback precompressed and revalidates it with a 304', async () => {
    const response = await rawGet(`${built.url}/match/lol`, { 'accept-encoding': 'br' })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['content-type']).toMatch(/text\/html/)
    expect(brotliDecompressSync(response.body).toString()).toBe(INDEX)
    expect(response.body.equals(readFileSync(join(dist, 'index.html.br')))).toBe(true)
    const etag = String(response.headers.etag ?? '')
    const again = await rawGet(`${built.url}/s/x`, { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
  })
})

describe('without a build', () => {
  it('says how to build the client', async () => {
    const response = await fetch(`${unbuilt.url}/`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('npm start')
  })
})
