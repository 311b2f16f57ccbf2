import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client'
import { openTestDatabase } from '../test-support/database'
import { startTestServer, type TestServer } from '../test-support/server'

let database: DatabaseHandle
let built: TestServer
let unbuilt: TestServer
const INDEX = '<!doctype html><title>Scorecast app</title>'

beforeAll(async () => {
  database = await openTestDatabase()
  const dist = mkdtempSync(join(tmpdir(), 'scorecast-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), INDEX)
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>')
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

  it('answers index.html, uncached, for / and for any app route', async () => {
    for (const path of ['/', '/match/lol', '/s/hello%20world', '/news/soccer/123?tab=1']) {
      const response = await fetch(`${built.url}${path}`)
      expect(response.status, path).toBe(200)
      expect(await response.text()).toBe(INDEX)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
    }
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

describe('without a build', () => {
  it('says how to build the client', async () => {
    const response = await fetch(`${unbuilt.url}/`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('npm start')
  })
})
