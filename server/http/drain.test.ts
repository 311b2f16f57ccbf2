import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { registerDrain } from './drain'
import { Readiness, registerHealthRoutes } from './readiness'

// The HTTP side of a shutdown: readiness turns 503 at once, answers close their connections, the listener closes
// while requests already taken are finished, and the wait for them ends at the grace deadline.

async function drainedApp() {
  const app = Fastify()
  const readiness = new Readiness()
  const drain = registerDrain(app, readiness)
  registerHealthRoutes(app, readiness)
  // A slow call, answered when the test says so.
  const waiting: (() => void)[] = []
  app.get('/slow', () => new Promise((resolve) => waiting.push(() => resolve({ ok: true }))))
  app.get('/quick', async () => ({ ok: true }))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return {
    app,
    drain,
    port,
    release: () => {
      for (const answer of waiting.splice(0)) answer()
    },
    waiting,
  }
}

/** One GET on a fresh connection: status, Connection header and body, or the connection's error code. */
function get(
  port: number,
  path: string,
): Promise<{ status: number; connection?: string; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      )
    })
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
    request.end()
  })
}

async function until(check: () => boolean): Promise<void> {
  await expect.poll(check, { timeout: 5_000, interval: 10 }).toBe(true)
}

describe('drain', () => {
  it('turns readiness 503 at once, closes connections after their answers, refuses new ones and finishes the rest', async () => {
    const { app, drain, port, release, waiting } = await drainedApp()
    try {
      expect(await get(port, '/readyz')).toMatchObject({ status: 200 })
      const slow = get(port, '/slow')
      await until(() => waiting.length === 1)
      expect(drain.inFlight()).toBe(1)

      drain.begin()
      const ready = await get(port, '/readyz')
      expect(ready).toMatchObject({ status: 503, connection: 'close' })
      expect(JSON.parse((ready as { body: string }).body)).toMatchObject({ ok: false, draining: true })
      expect(await get(port, '/livez')).toMatchObject({ status: 200, connection: 'close' })
      // Still served while the balancer learns: nothing sent during the drain's delay is refused.
      expect(await get(port, '/quick')).toMatchObject({ status: 200, connection: 'close' })

      drain.stopAccepting()
      expect(await get(port, '/quick')).toEqual({ error: 'ECONNREFUSED' })
      const settled = drain.settled(Date.now() + 5_000)
      release()
      expect(await slow).toMatchObject({ status: 200, body: '{"ok":true}' })
      expect(await settled).toEqual({ unfinished: 0 })
      expect(drain.inFlight()).toBe(0)
    } finally {
      release()
      await app.close()
    }
  })

  it('stops waiting at the deadline and says how many requests were left', async () => {
    const { app, drain, port, release, waiting } = await drainedApp()
    try {
      const slow = get(port, '/slow')
      await until(() => waiting.length === 1)
      drain.begin()
      drain.stopAccepting()
      expect(await drain.settled(Date.now() + 50)).toEqual({ unfinished: 1 })
      release()
      await slow
    } finally {
      release()
      await app.close()
    }
  })

  it('counts a request whose client went away as finished', async () => {
    const { app, drain, port, release, waiting } = await drainedApp()
    try {
      const request = httpRequest({ host: '127.0.0.1', port, path: '/slow', agent: false })
      request.on('error', () => undefined)
      request.end()
      await until(() => waiting.length === 1)
      request.destroy()
      await until(() => drain.inFlight() === 0)
      expect(await drain.settled(Date.now() + 1_000)).toEqual({ unfinished: 0 })
    } finally {
      release()
      await app.close()
    }
  })
})
