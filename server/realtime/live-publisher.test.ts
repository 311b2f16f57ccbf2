import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChatMessage } from '../../protocol/live'
import type { ScorecastServer } from './broadcaster'
import { CHAT_FRAME_GAP_MS, createLivePublisher } from './live-publisher'

// The chat throttle of the live publisher, on fake timers: what leaves when, in which frames.

type Frame = { roomId: number; seqs: number[]; at: number }

/**
 * A socket server that records every chat:lines frame with the (fake) time it left; writing a frame takes
 * `cost.ms` of the clock (the time writing it to thousands of sockets takes).
 */
function recordingServer(frames: Frame[], cost = { ms: 0 }): ScorecastServer {
  const target = {
    except: () => target,
    emit: (event: string, payload: { roomId: number; lines: ChatMessage[] }) => {
      if (event === 'chat:lines')
        frames.push({ roomId: payload.roomId, seqs: payload.lines.map((l) => l.seq), at: Date.now() })
      if (cost.ms > 0) vi.advanceTimersByTime(cost.ms)
      return true
    },
  }
  return { to: () => target } as unknown as ScorecastServer
}

function line(roomId: number, seq: number): ChatMessage {
  return {
    roomId,
    seq,
    kind: 'chat',
    uid: 1,
    username: '观众',
    level: 1,
    text: `第${seq}条`,
    params: null,
    giftId: null,
    giftCount: null,
    removes: null,
    at: 0,
  }
}

let frames: Frame[]
let publisher: ReturnType<typeof createLivePublisher>

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
  frames = []
  publisher = createLivePublisher()
  publisher.bind(recordingServer(frames))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('chat lines', () => {
  it('leave at once, at the end of the turn, when the room was quiet: the lines of one turn in one frame', async () => {
    publisher.chat(line(7, 1))
    publisher.chat(line(7, 2))
    expect(frames).toEqual([])
    await vi.advanceTimersToNextTimerAsync()
    expect(frames).toEqual([{ roomId: 7, seqs: [1, 2], at: 1_000_000 }])
  })

  it('wait for the end of the window in a busy room, then leave together in order', async () => {
    publisher.chat(line(7, 1))
    await vi.advanceTimersToNextTimerAsync()
    const quarter = CHAT_FRAME_GAP_MS / 4
    vi.advanceTimersByTime(quarter)
    publisher.chat(line(7, 2))
    vi.advanceTimersByTime(quarter)
    publisher.chat(line(7, 3))
    expect(frames.map((f) => f.seqs)).toEqual([[1]])
    vi.advanceTimersByTime(CHAT_FRAME_GAP_MS - 2 * quarter)
    expect(frames).toEqual([
      { roomId: 7, seqs: [1], at: 1_000_000 },
      { roomId: 7, seqs: [2, 3], at: 1_000_000 + CHAT_FRAME_GAP_MS },
    ])
  })

  it('count the gap from the start of the previous send, not from its end', async () => {
    const cost = { ms: (CHAT_FRAME_GAP_MS * 3) / 4 }
    publisher.bind(recordingServer(frames, cost))
    publisher.chat(line(7, 1))
    await vi.advanceTimersToNextTimerAsync()
    // Writing frame 1 took three quarters of the gap; a line committed then waits out only the rest of it.
    publisher.chat(line(7, 2))
    await vi.advanceTimersByTimeAsync(CHAT_FRAME_GAP_MS - cost.ms)
    expect(frames).toEqual([
      { roomId: 7, seqs: [1], at: 1_000_000 },
      { roomId: 7, seqs: [2], at: 1_000_000 + CHAT_FRAME_GAP_MS },
    ])
  })

  it('go at once again after a window without lines', async () => {
    publisher.chat(line(7, 1))
    await vi.advanceTimersToNextTimerAsync()
    vi.advanceTimersByTime(CHAT_FRAME_GAP_MS * 3)
    publisher.chat(line(7, 2))
    await vi.advanceTimersToNextTimerAsync()
    expect(frames.at(-1)).toEqual({ roomId: 7, seqs: [2], at: 1_000_000 + CHAT_FRAME_GAP_MS * 3 })
  })

  it('keep rooms apart: a busy room does not hold a quiet one back', async () => {
    publisher.chat(line(7, 1))
    await vi.advanceTimersToNextTimerAsync()
    publisher.chat(line(7, 2))
    publisher.chat(line(8, 1))
    await vi.advanceTimersToNextTimerAsync()
    expect(frames).toEqual([
      { roomId: 7, seqs: [1], at: 1_000_000 },
      { roomId: 8, seqs: [1], at: 1_000_000 },
    ])
    vi.advanceTimersByTime(CHAT_FRAME_GAP_MS)
    expect(frames.at(-1)).toEqual({ roomId: 7, seqs: [2], at: 1_000_000 + CHAT_FRAME_GAP_MS })
  })

  it('lose, repeat and reorder no line under a steady stream, and never send a room two frames within a window', async () => {
    let seq = 0
    // 2,000 lines into three rooms, 1–7 ms apart (a room at several hundred lines a second).
    for (let i = 0; i < 2000; i++) {
      publisher.chat(line(1 + (i % 3), Math.floor(seq++ / 3) + 1))
      await vi.advanceTimersByTimeAsync(1 + (i % 7))
    }
    await vi.advanceTimersByTimeAsync(CHAT_FRAME_GAP_MS * 2)
    for (const roomId of [1, 2, 3]) {
      const ofRoom = frames.filter((frame) => frame.roomId === roomId)
      const seqs = ofRoom.flatMap((frame) => frame.seqs)
      expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1))
      expect(seqs.length).toBe(roomId === 3 ? 666 : 667)
      for (let i = 1; i < ofRoom.length; i++)
        expect((ofRoom[i] as Frame).at - (ofRoom[i - 1] as Frame).at).toBeGreaterThanOrEqual(CHAT_FRAME_GAP_MS)
    }
  })
})

describe('chat rules changes', () => {
  it('reach the listeners for a mute and for every room change, marked when they came from another process', () => {
    const heard: [number, boolean][] = []
    publisher.onChatRulesChange((roomId, fromPeer) => heard.push([roomId, fromPeer]))
    publisher.chatRulesChanged(7)
    publisher.chatRulesChanged(8, true)
    publisher.room({ roomId: 9 } as Parameters<typeof publisher.room>[0])
    expect(heard).toEqual([
      [7, false],
      [8, true],
      [9, false],
    ])
  })
})
