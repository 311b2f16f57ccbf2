import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storageFailure } from '../db/errors'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { callJava } from '../test-support/http-client'
import { startTestServer, type TestServer } from '../test-support/server'
import { databaseStorageHealth, StorageHealth } from './storage-health'

// A write the storage refuses (full disk, read-only) is answered 服务繁忙，请稍后重试 with Retry-After and takes
// the process out of readiness until a trial write succeeds; /metrics says why.

describe('storageFailure', () => {
  it('reads a full disk or read-only storage from SQLSTATE, errno or the system message, through causes', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert …'), { cause })
    expect(storageFailure(Object.assign(new Error('x'), { code: '53100' }))).toBe('disk-full')
    expect(storageFailure(wrapped(Object.assign(new Error('x'), { code: '25006' })))).toBe('read-only')
    expect(storageFailure(wrapped(Object.assign(new Error('write'), { code: 'ENOSPC' })))).toBe('disk-full')
    expect(storageFailure(new Error('could not extend file "base/5/1": No space left on device'))).toBe('disk-full')
    expect(storageFailure(new Error('EROFS: read-only file system, open'))).toBe('read-only')
    expect(storageFailure(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull()
    expect(storageFailure('a string')).toBeNull()
  })
})

describe('StorageHealth', () => {
  it('is down from a refusal until a trial write after the wait succeeds', async () => {
    let now = 0
    let trialWorks = false
    let trials = 0
    const health = new StorageHealth(
      async () => {
        trials += 1
        if (!trialWorks) throw new Error('No space left on device')
      },
      () => now,
      15_000,
    )
    expect(await health.writable()).toBe(true)
    health.report('disk-full')
    expect(await health.writable()).toBe(false)
    now = 14_999
    expect(await health.writable()).toBe(false)
    expect(trials).toBe(0)
    now = 15_000
    expect(await health.writable()).toBe(false)
    expect(trials).toBe(1)
    // A failed trial starts the wait again.
    now = 20_000
    expect(await health.writable()).toBe(false)
    expect(trials).toBe(1)
    trialWorks = true
    now = 30_000
    expect(await health.writable()).toBe(true)
    expect(health.failure).toBeNull()
    expect(health.counts.get('disk-full')).toBe(1)
  })
})

describe('a write refused by a full disk, through a real call', () => {
  let database: TestDatabase
  let server: TestServer
  let now = 0
  beforeAll(async () => {
    database = await openTestDatabase()
    server = await startTestServer(
      database.db,
      {},
      {
        storageHealth: databaseStorageHealth(database.db, { now: () => now, retryAfterMs: 15_000 }),
      },
    )
  })
  afterAll(async () => {
    await server?.close()
    await database?.close()
  })

  it('answers 503 服务繁忙 with Retry-After, turns readiness down with its reason, and back up once writes work', async () => {
    // PostgreSQL's own refusal, raised where the row would be written: SQLSTATE 53100 and its message.
    await database.db.execute(
      sql.raw(`
      CREATE FUNCTION refuse_for_space() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        RAISE EXCEPTION 'could not extend file "base/16384/16385": No space left on device' USING ERRCODE = 'disk_full';
      END $$`),
    )
    await database.db.execute(
      sql.raw(
        `CREATE TRIGGER full_disk BEFORE INSERT ON verification_codes FOR EACH ROW EXECUTE FUNCTION refuse_for_space()`,
      ),
    )
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)

    const refused = await callJava(server.url, '/login/sendVerificationCode', { body: { mobile: '13800001111' } })
    expect(refused.response.status).toBe(503)
    expect(refused.response.headers.get('retry-after')).toBe('15')
    expect(refused).toMatchObject({ code: 503, msg: '服务繁忙，请稍后重试' })
    const english = await callJava(server.url, '/login/sendVerificationCode', {
      body: { mobile: '13800002222' },
      headers: { lan: 'en' },
    })
    expect(english.msg).toMatch(/busy/i)
    expect(server.logs.some((line) => line.msg === 'database refused a write: its disk is full')).toBe(true)

    const ready = await fetch(`${server.url}/readyz`)
    expect(ready.status).toBe(503)
    expect(((await ready.json()) as { parts: Record<string, string> }).parts).toMatchObject({ storage: 'down' })
    const metrics = await (await fetch(`${server.url}/metrics`)).text()
    expect(metrics).toContain('scorecast_ready_part{part="storage"} 0')
    expect(metrics).toMatch(/scorecast_storage_refusals_total\{kind="disk-full"\} 2/)

    // Space freed; after the wait the next probe's trial write succeeds.
    await database.db.execute(sql.raw('DROP TRIGGER full_disk ON verification_codes'))
    now += 15_000
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
    const sent = await callJava(server.url, '/login/sendVerificationCode', { body: { mobile: '13800003333' } })
    expect(sent.code).toBe(200)
  })
})
