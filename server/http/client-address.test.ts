import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { startTestServer, type TestServer } from '../test-support/server'
import { trustFunction } from './client-address'
import { redactUrl } from './log-redaction'

// Which address the per-address limits see: the TCP peer unless TRUST_PROXY says whom to believe.

describe('trust function', () => {
  it('trusts nobody when off, everybody when true, n hops, or the listed proxies', () => {
    expect(trustFunction(false)('127.0.0.1', 0)).toBe(false)
    expect(trustFunction(true)('203.0.113.1', 5)).toBe(true)
    expect([0, 1, 2].map((hop) => trustFunction(2)('10.0.0.1', hop))).toEqual([true, true, false])
    const listed = trustFunction(['10.0.0.0/8'])
    expect([listed('10.1.2.3', 0), listed('192.0.2.1', 0)]).toEqual([true, false])
  })
})

describe('the client address of /java calls', () => {
  let database: TestDatabase
  let servers: Record<'off' | 'on', TestServer>
  beforeAll(async () => {
    database = await openTestDatabase()
    servers = {
      off: await startTestServer(database.db),
      on: await startTestServer(database.db, { TRUST_PROXY: '1' }),
    }
  }, 120_000)
  afterAll(async () => {
    await servers.off.close()
    await servers.on.close()
    await database.close()
  })

  /** The address a request is logged under (Fastify's request.ip, which the limits use too). */
  async function addressSeen(server: TestServer, forwardedFor: string): Promise<unknown> {
    // Logs keep query names, never values (log-redaction.ts): the probe's unique part is the name.
    const path = `/java/system/config?probe${Math.random().toString(36).slice(2)}=1`
    await fetch(`${server.url}${path}`, { headers: { 'x-forwarded-for': forwardedFor } })
    return server.logs.find((line) => (line.req as { url?: string } | undefined)?.url === redactUrl(path))?.req
  }

  it('ignores X-Forwarded-For when TRUST_PROXY is off', async () => {
    expect(await addressSeen(servers.off, '198.51.100.1')).toMatchObject({ remoteAddress: '127.0.0.1' })
  })

  it('takes the address the trusted proxy forwarded when it is on', async () => {
    expect(await addressSeen(servers.on, '203.0.113.5, 198.51.100.1')).toMatchObject({ remoteAddress: '198.51.100.1' })
  })
})
