import { afterEach, describe, expect, it, vi } from 'vitest'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { CHAT_CONNECT_WAIT_MS, type ChatOutcome, waitingChat } from './socket-commands'

afterEach(() => {
  vi.useRealTimers()
})

describe('waitingChat', () => {
  it('sends the line once a way to send it comes in time, and answers once', () => {
    vi.useFakeTimers()
    const answers: ChatOutcome[] = []
    const line = waitingChat((outcome) => answers.push(outcome))
    vi.advanceTimersByTime(CHAT_CONNECT_WAIT_MS - 1)
    line.send((answer) => answer({ ok: true, seq: 7 }))
    vi.advanceTimersByTime(CHAT_CONNECT_WAIT_MS)
    // A second way to send it (another connect) sends nothing more.
    const again = vi.fn()
    line.send(again)
    expect(again).not.toHaveBeenCalled()
    expect(answers).toEqual([{ ok: true, seq: 7 }])
  })

  it('refuses the line as not connected when nothing came in time, and sends nothing after', () => {
    vi.useFakeTimers()
    const answers: ChatOutcome[] = []
    const line = waitingChat((outcome) => answers.push(outcome))
    vi.advanceTimersByTime(CHAT_CONNECT_WAIT_MS)
    expect(answers).toEqual([{ ok: false, error: LIVE_MESSAGES.chatNotConnected.id }])
    const late = vi.fn()
    line.send(late)
    expect(late).not.toHaveBeenCalled()
    // Answered once, by the refusal.
    expect(answers).toHaveLength(1)
  })
})
