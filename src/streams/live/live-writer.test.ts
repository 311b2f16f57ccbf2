import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LIVE_LIMITS } from '../../../protocol/live'
import { ScorecastDB } from '../../db/database'
import { anchorsOf, chatLines, liveRoomsOf } from '../../db/queries/live'
import { type BusEvent, EventBus } from '../core/bus'
import { until } from '../core/test-support'
import { applyLiveBatch, type LiveWrittenEvent } from './apply-live-batch'
import { chatLine, makeAnchor, makeRoom } from './live-fixtures'
import { startLiveWriter } from './live-writer'

let db: ScorecastDB
let n = 0
beforeEach(async () => {
  n += 1
  db = new ScorecastDB(`live-${n}`)
  await db.open()
})
afterEach(() => db.delete())

const socket = (roomId: number, ...seqs: number[]): LiveWrittenEvent => ({
  type: 'chat/messages',
  roomId,
  messages: seqs.map((seq) => chatLine(roomId, seq)),
  origin: 'socket',
})
const history = (roomId: number, ...seqs: number[]): LiveWrittenEvent => ({
  type: 'chat/messages',
  roomId,
  messages: seqs.map((seq) => chatLine(roomId, seq)),
  origin: 'history',
})
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

describe('applyLiveBatch: chat', () => {
  it('stores lines idempotently by [roomId+seq]', async () => {
    await applyLiveBatch(db, [socket(1, 1, 2), socket(1, 2)])
    await applyLiveBatch(db, [history(1, 1, 2, 3)])
    expect((await chatLines(db, 1, 100)).map((l) => l.seq)).toEqual([1, 2, 3])
    expect(await db.chat.count()).toBe(3)
  })

  it('reports a gap when a live line skips seqs after what is stored', async () => {
    await applyLiveBatch(db, [history(1, 1, 2, 3)])
    expect((await applyLiveBatch(db, [socket(1, 4)])).gaps).toEqual([])
    expect((await applyLiveBatch(db, [socket(1, 7, 8)])).gaps).toEqual([{ roomId: 1, afterSeq: 4 }])
    // A hole inside one batch counts too; history that fills it does not report anything.
    expect((await applyLiveBatch(db, [socket(1, 9, 11)])).gaps).toEqual([{ roomId: 1, afterSeq: 9 }])
    expect((await applyLiveBatch(db, [history(1, 5, 6, 10)])).gaps).toEqual([])
  })

  it('reports no gap for a room never seen (its history is fetched as the newest lines)', async () => {
    expect((await applyLiveBatch(db, [socket(2, 500)])).gaps).toEqual([])
  })

  it("blanks the lines a 'removal' lists, also when they arrive in the same batch, and keeps them blank", async () => {
    await applyLiveBatch(db, [history(1, 1, 2)])
    const removal = chatLine(1, 4, { kind: 'removal', uid: null, text: '', removes: [1, 3] })
    await applyLiveBatch(db, [
      socket(1, 3),
      { type: 'chat/messages', roomId: 1, messages: [removal], origin: 'socket' },
    ])
    const lines = await chatLines(db, 1, 100)
    expect(lines.map((l) => [l.seq, l.text])).toEqual([
      [1, ''],
      [2, '第2条'],
      [3, ''],
    ])
    // The original line coming again (a catch-up overlapping the socket) does not bring the words back.
    await applyLiveBatch(db, [history(1, 1, 2, 3)])
    expect((await db.chat.get([1, 1]))?.text).toBe('')
  })

  it('keeps only the newest LIVE_LIMITS.chatHistoryKept lines per room', async () => {
    const kept = LIVE_LIMITS.chatHistoryKept
    await applyLiveBatch(db, [history(1, ...range(1, kept)), history(2, 1, 2)])
    await applyLiveBatch(db, [socket(1, ...range(kept + 1, kept + 30))])
    const lines = await chatLines(db, 1, kept * 2)
    expect(lines).toHaveLength(kept)
    expect(lines[0]?.seq).toBe(31)
    expect(await chatLines(db, 2, 10)).toHaveLength(2)
  })

  it('plays effects only for gift lines that arrived live and are new', async () => {
    const gift = chatLine(1, 1, { kind: 'gift', giftId: 'rocket', giftCount: 1, text: '' })
    const fromHistory = await applyLiveBatch(db, [
      { type: 'chat/messages', roomId: 1, messages: [gift], origin: 'history' },
    ])
    expect(fromHistory.liveGifts).toEqual([])
    const gift2 = { ...gift, seq: 2 }
    const live = await applyLiveBatch(db, [{ type: 'chat/messages', roomId: 1, messages: [gift2], origin: 'socket' }])
    expect(live.liveGifts).toEqual([{ roomId: 1, lines: [gift2] }])
  })

  it('tracks a sent line: pending, then gone once numbered, or refused with its message id', async () => {
    const send = (clientId: string): LiveWrittenEvent => ({
      type: 'chat/send',
      roomId: 1,
      text: '你好',
      clientId,
      at: 5,
    })
    await applyLiveBatch(db, [send('a'), send('b'), { type: 'chat/sent', clientId: 'a', seq: 9 }])
    await applyLiveBatch(db, [{ type: 'chat/refused', clientId: 'b', error: 'live.chat.muted' }])
    expect(await db.outgoingChat.toArray()).toMatchObject([
      { clientId: 'b', state: 'refused', error: 'live.chat.muted' },
    ])
    // The next line replaces the refusal.
    await applyLiveBatch(db, [send('c')])
    expect((await db.outgoingChat.toArray()).map((r) => [r.clientId, r.state])).toEqual([['c', 'pending']])
  })
})

describe('applyLiveBatch: rooms', () => {
  it('keeps the highest version of a room, and viewers follow pushes', async () => {
    await applyLiveBatch(db, [{ type: 'live/room', room: makeRoom({ version: 3, title: '新标题' }), at: 1 }])
    await applyLiveBatch(db, [{ type: 'live/room', room: makeRoom({ version: 2, title: '旧标题' }), at: 2 }])
    expect(await db.liveRooms.get(1)).toMatchObject({ version: 3, title: '新标题' })
    await applyLiveBatch(db, [{ type: 'live/viewers', roomId: 1, viewers: 321 }])
    expect((await db.liveRooms.get(1))?.viewers).toBe(321)
  })

  it('a complete list ends the cached live rooms of its scope that it no longer lists', async () => {
    const rooms = [makeRoom({ roomId: 1 }), makeRoom({ roomId: 2, viewers: 50 }), makeRoom({ roomId: 3, gameId: 2 })]
    await applyLiveBatch(db, [{ type: 'live/rooms', rooms, scope: {}, reset: true, at: 1 }])
    expect((await liveRoomsOf(db, {})).map((r) => r.roomId)).toEqual([2, 1, 3])
    await applyLiveBatch(db, [
      { type: 'live/rooms', rooms: rooms.slice(0, 1), scope: { gameId: 1 }, reset: true, at: 2 },
    ])
    expect((await liveRoomsOf(db, {})).map((r) => r.roomId)).toEqual([1, 3])
    expect(await db.liveRooms.get(2)).toMatchObject({ state: 'ended', endedAt: 2 })
    expect((await liveRoomsOf(db, { gameId: 2 })).map((r) => r.roomId)).toEqual([3])
  })

  it('anchors: a scoped complete list drops the ones it lacks; the on-air flag follows the room', async () => {
    await applyLiveBatch(db, [
      { type: 'live/room', room: makeRoom({ roomId: 1, state: 'ended' }), at: 1 },
      {
        type: 'live/anchors',
        anchors: [makeAnchor(), makeAnchor({ uid: 101, roomId: 2, fans: 9, live: false })],
        at: 1,
      },
    ])
    expect((await anchorsOf(db, 1)).map((a) => [a.uid, a.onAir])).toEqual([
      [101, false],
      [100, false],
    ])
    await applyLiveBatch(db, [{ type: 'live/anchors', anchors: [makeAnchor()], at: 2, scope: { gameId: 1 } }])
    expect((await anchorsOf(db)).map((a) => a.uid)).toEqual([100])
  })

  it('a leaderboard is replaced only by a newer one', async () => {
    const board = { roomId: 1, type: 'day' as const, entries: [], at: 10 }
    await applyLiveBatch(db, [{ type: 'live/leaderboard', board }])
    await applyLiveBatch(db, [{ type: 'live/leaderboard', board: { ...board, at: 5, entries: [] } }])
    expect((await db.leaderboards.get([1, 'day']))?.at).toBe(10)
  })
})

describe('startLiveWriter', () => {
  it("emits 'chat/gap' and 'chat/gifts-played' only after the batch committed", async () => {
    const bus = new EventBus()
    const seen: BusEvent[] = []
    bus.on('chat/gap', 'chat/gifts-played').subscribe((event) => seen.push(event))
    const writer = startLiveWriter(bus, db, (flush) => {
      const timer = setTimeout(flush, 0)
      return () => clearTimeout(timer)
    })
    bus.emit(history(1, 1, 2))
    await until(async () => (await db.chat.count()) === 2)
    bus.emit(socket(1, 5))
    bus.emit({ type: 'chat/messages', roomId: 1, messages: [chatLine(1, 6, { kind: 'gift' })], origin: 'socket' })
    await until(() => seen.length === 2)
    expect(await db.chat.get([1, 6])).toBeDefined()
    expect(seen.map((e) => e.type)).toEqual(['chat/gap', 'chat/gifts-played'])
    expect(seen[0]).toMatchObject({ roomId: 1, afterSeq: 2 })
    writer.unsubscribe()
  })
})
