import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALLS } from '../../protocol/calls'
import type { DatabaseHandle } from '../db/client'
import { openTestDatabase } from '../test-support/database'
import { rawGet } from '../test-support/raw-http'
import { startTestServer, type TestServer } from '../test-support/server'
import { COMPRESS_THRESHOLD_BYTES } from './compression'

let database: DatabaseHandle
let server: TestServer

beforeAll(async () => {
  database = await openTestDatabase()
  server = await startTestServer(database.db)
})
afterAll(async () => {
  await server.close()
  await database.close()
})

describe('/java/docs', () => {
  it('is an OpenAPI 3.1 document with every call, its input and its enveloped result', async () => {
    const response = await fetch(`${server.url}/java/docs`)
    expect(response.status).toBe(200)
    const doc = (await response.json()) as {
      openapi: string
      paths: Record<
        string,
        Record<string, { parameters: { name: string }[]; requestBody?: unknown; responses: unknown }>
      >
    }
    expect(doc.openapi).toBe('3.1.0')
    for (const call of Object.values(CALLS)) {
      const operation = doc.paths[`/java${call.path}`]?.[call.method.toLowerCase()]
      expect(operation, call.path).toBeDefined()
      expect(operation?.parameters.map((p) => p.name)).toEqual(
        expect.arrayContaining(['lan', 'sysType', 'token', '_t']),
      )
      const envelope = JSON.stringify(operation?.responses)
      expect(envelope).toContain('"errorCode"')
    }
    const pcMatches = doc.paths['/java/match/pcMatches']?.post
    expect(JSON.stringify(pcMatches?.requestBody)).toContain('"day"')
    const events = doc.paths['/java/match/events']?.get
    expect(events?.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['after', 'limit']))
    expect(Object.keys(doc.paths)).toHaveLength(new Set(Object.values(CALLS).map((c) => c.path)).size)
  })
})

describe('/healthz and /metrics', () => {
  it('reports healthy while the database answers', async () => {
    const response = await fetch(`${server.url}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, parts: { database: 'up', storage: 'up' } })
  })

  it('reports 503 when the database is gone', async () => {
    const gone = await openTestDatabase()
    const other = await startTestServer(gone.db)
    await gone.close()
    try {
      const response = await fetch(`${other.url}/healthz`)
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ ok: false, parts: { database: 'down' } })
      // Down is not dead: the process itself still answers its liveness probe.
      expect((await fetch(`${other.url}/healthz/live`)).status).toBe(200)
    } finally {
      await other.close()
    }
  })

  it('exposes Prometheus metrics with request durations by route and code', async () => {
    await fetch(`${server.url}/java/system/config`)
    await fetch(`${server.url}/java/nope`)
    const response = await fetch(`${server.url}/metrics`)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()
    expect(text).toContain('process_cpu_seconds_total')
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/java\/system\/config",code="200"\} [1-9]/,
    )
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="not_found",code="404"\} [1-9]/)
    expect(text).toContain('socketio_connected_clients')
    expect(text).toContain('match_events_pushed_total')
  })
})

describe('compression of answers', () => {
  it('compresses answers above the threshold with the encoding the client prefers', async () => {
    const plain = await rawGet(`${server.url}/java/docs`, { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES)

    const br = await rawGet(`${server.url}/java/docs`, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    expect(br.body.length).toBeLessThan(plain.body.length / 4)

    const gz = await rawGet(`${server.url}/java/docs`, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true)
  })

  it('sends small answers as they are', async () => {
    const response = await rawGet(`${server.url}/healthz`, { 'accept-encoding': 'br, gzip' })
    expect(response.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(response.body.toString())).toMatchObject({ ok: true })
  })
})
