import 'fake-indexeddb/auto'
import { i18n } from '@lingui/core'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { success } from '../../../protocol/envelope'
import { ApiClient } from '../../api/client'
import { sendJson, startTestServer } from '../../api/test-server'
import { ScorecastDB } from '../../db/database'
import { incidentsOf } from '../../db/queries/incidents'
import { goalEvent, makeMatch } from '../../db/test-fixtures'
import { type BusEvent, EventBus } from '../core/bus'
import { until } from '../core/test-support'
import { BATCH_ROWS, startDbWriter } from './match-writer'
import { startRepairs } from './repairs'

let db: ScorecastDB
let bus: EventBus
let n = 0
const cleanups: (() => unknown)[] = []
beforeAll(() => i18n.loadAndActivate({ locale: 'zh_CN', messages: {} }))
beforeEach(() => {
  db = new ScorecastDB(`writer-${n++}`)
  bus = new EventBus()
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  await db.delete()
})

const push = (matchId: string, seq: number): BusEvent => ({
  type: 'match/event',
  event: goalEvent(matchId, seq),
  origin: 'socket',
  global: true,
})

/** Matches held with their timelines kept, as when their detail pages were opened. */
async function seed(...ids: string[]) {
  await db.matches.bulkPut(
    ids.map((id) => ({ ...makeMatch({ id }), day: '2026-11-22', retracted: [], timeline: true })),
  )
}

describe('startDbWriter', () => {
  it('writes a burst of events in transactions of at most BATCH_ROWS events', async () => {
    await seed('m1', 'm2')
    const transaction = vi.spyOn(db, 'transaction')
    const writer = startDbWriter(bus, db)
    cleanups.push(() => writer.unsubscribe())
    for (let seq = 1; seq <= 200; seq++) {
      bus.emit(push('m1', seq))
      bus.emit(push('m2', seq))
    }
    await until(async () => (await db.matches.get('m2'))?.seq === 200, 2000, 'the burst to land')
    expect(transaction).toHaveBeenCalledTimes(400 / BATCH_ROWS)
    expect(await db.matches.get('m1')).toMatchObject({ seq: 200, homeScore: 200 })
    expect(await incidentsOf(db, 'm1')).toHaveLength(200)
  })

  it('writes a long list in slices of at most BATCH_ROWS matches, every match stored', async () => {
    const transaction = vi.spyOn(db, 'transaction')
    const sizes: number[] = []
    const applied = bus.on('db/committed').subscribe((event) => sizes.push(event.matchIds.length))
    const writer = startDbWriter(bus, db)
    cleanups.push(
      () => writer.unsubscribe(),
      () => applied.unsubscribe(),
    )
    const count = 2 * BATCH_ROWS + 50
    const matches = Array.from({ length: count }, (_, i) => makeMatch({ id: `list-${i}` }))
    bus.emit({ type: 'match/list', matches })
    await until(async () => (await db.matches.count()) === count, 2000, 'the list to land')
    expect(transaction).toHaveBeenCalledTimes(3)
    expect(sizes).toEqual([BATCH_ROWS, BATCH_ROWS, 50])
  })

  it('batches a steady stream into few transactions (one per ≤ 50 ms window)', async () => {
    await seed('m1')
    const transaction = vi.spyOn(db, 'transaction')
    const writer = startDbWriter(bus, db)
    cleanups.push(() => writer.unsubscribe())
    const started = Date.now()
    for (let seq = 1; seq <= 100; seq++) {
      bus.emit(push('m1', seq))
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    await until(async () => (await db.matches.get('m1'))?.seq === 100, 2000, 'the stream to land')
    const windows = Math.ceil((Date.now() - started) / 50) + 1
    expect(transaction.mock.calls.length).toBeGreaterThan(1)
    expect(transaction.mock.calls.length).toBeLessThanOrEqual(windows)
    expect(transaction.mock.calls.length).toBeLessThan(100 / 3)
  })

  it('emits consequences only after the commit they depend on', async () => {
    await seed('m1')
    const writer = startDbWriter(bus, db)
    cleanups.push(() => writer.unsubscribe())
    const storedAtNotice: (number | undefined)[] = []
    const gaps: BusEvent[] = []
    const listener = bus.on('db/committed', 'match/gap').subscribe(async (event) => {
      if (event.type === 'match/gap') gaps.push(event)
      else storedAtNotice.push((await db.matches.get('m1'))?.seq)
    })
    cleanups.push(() => listener.unsubscribe())
    bus.emit(push('m1', 3))
    await until(() => storedAtNotice.length > 0, 2000, 'the commit notice')
    expect(storedAtNotice).toEqual([3])
    expect(gaps).toEqual([{ type: 'match/gap', matchId: 'm1', afterSeq: 0 }])
  })

  it('fetches the timeline after a gap and fills the missing incidents', async () => {
    await seed('m1')
    const server = await startTestServer((req, res) => {
      const afterSeq = Number(req.url.searchParams.get('afterSeq'))
      const events = [1, 2, 3].filter((s) => s > afterSeq).map((s) => goalEvent('m1', s))
      sendJson(res, success(events))
    })
    cleanups.push(server.close)
    const api = new ApiClient({ baseUrl: server.origin })
    const writer = startDbWriter(bus, db)
    const repairs = startRepairs(bus, api)
    cleanups.push(
      () => writer.unsubscribe(),
      () => repairs.unsubscribe(),
    )

    bus.emit(push('m1', 3))
    await until(async () => (await incidentsOf(db, 'm1')).length === 3, 3000, 'the backfill')
    expect(
      server.seen.map(
        (r) =>
          `${r.url.pathname}?matchId=${r.url.searchParams.get('matchId')}&afterSeq=${r.url.searchParams.get('afterSeq')}`,
      ),
    ).toEqual(['/java/match/timeline?matchId=m1&afterSeq=0'])
    expect(await db.matches.get('m1')).toMatchObject({ seq: 3, homeScore: 3 })
  })
})
