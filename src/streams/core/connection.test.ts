import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import {
  type ConnectionInput,
  type ConnectionModel,
  connectionModel$,
  FALLBACK_AFTER_MS,
  initialConnection,
  reduceConnection,
} from './connection'

const run = (inputs: ConnectionInput[], from = initialConnection(true)) => inputs.reduce(reduceConnection, from)

describe('reduceConnection', () => {
  it('goes connecting → connected → reconnecting → connected', () => {
    const states: string[] = []
    let model = initialConnection(true)
    for (const input of [
      { type: 'socket/connected' },
      { type: 'socket/lost', willRetry: true },
      { type: 'socket/retrying' },
      { type: 'socket/connected' },
    ] as ConnectionInput[]) {
      model = reduceConnection(model, input)
      states.push(model.state)
    }
    expect(states).toEqual(['connected', 'reconnecting', 'reconnecting', 'connected'])
  })

  it('is disconnected when the socket will not retry, and connecting again on request', () => {
    const lost = run([{ type: 'socket/connected' }, { type: 'socket/lost', willRetry: false }])
    expect(lost.state).toBe('disconnected')
    expect(reduceConnection(lost, { type: 'socket/connecting' }).state).toBe('connecting')
  })

  it('polls at once when the socket cannot connect, and stops when it connects', () => {
    const failed = run([{ type: 'socket/failed', willRetry: true }])
    expect(failed).toMatchObject({ state: 'reconnecting', usingPolling: true })
    expect(reduceConnection(failed, { type: 'socket/connected' })).toMatchObject({
      state: 'connected',
      usingPolling: false,
    })
  })

  it('ignores a late fallback once connected', () => {
    expect(run([{ type: 'socket/connected' }, { type: 'fallback/due' }]).usingPolling).toBe(false)
  })

  it('tracks the browser online flag and the last sync, keeping a newer sync over a restored one', () => {
    const model = run([
      { type: 'network', online: false },
      { type: 'sync/caught-up', at: 50 },
      { type: 'sync/restored', at: 10 },
    ])
    expect(model).toMatchObject({ online: false, lastSyncAt: 50 })
    expect(run([{ type: 'sync/restored', at: 10 }]).lastSyncAt).toBe(10)
  })
})

describe('connectionModel$ fallback timer', () => {
  /** Runs the model over marble inputs in virtual time; returns [time, usingPolling, state] per change. */
  function timeline(marbles: string, values: Record<string, ConnectionInput>) {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected))
    const seen: [number, boolean, string][] = []
    scheduler.run(({ cold }) => {
      connectionModel$(cold(marbles, values), initialConnection(true), { scheduler }).subscribe((m: ConnectionModel) =>
        seen.push([scheduler.now(), m.usingPolling, m.state]),
      )
    })
    return seen
  }

  it('hands over to polling after 5 s of socket down and back to the socket when it returns', () => {
    expect(FALLBACK_AFTER_MS).toBe(5000)
    // connected at 10 ms, lost at 1 s, back at 8 s.
    const seen = timeline('10ms a 989ms b 6999ms c', {
      a: { type: 'socket/connected' },
      b: { type: 'socket/lost', willRetry: true },
      c: { type: 'socket/connected' },
    })
    expect(seen).toEqual([
      [0, false, 'connecting'],
      [10, false, 'connected'],
      [1000, false, 'reconnecting'],
      [6000, true, 'reconnecting'],
      [8000, false, 'connected'],
    ])
  })

  it('does not poll when the socket comes back within 5 s', () => {
    const seen = timeline('a 999ms b 3999ms c 9999ms |', {
      a: { type: 'socket/connected' },
      b: { type: 'socket/lost', willRetry: true },
      c: { type: 'socket/connected' },
    })
    expect(seen.some(([, polling]) => polling)).toBe(false)
  })

  it('polls 5 s after start when the first connection never comes', () => {
    const seen = timeline('100ms a', { a: { type: 'socket/retrying' } })
    expect(seen.at(-1)).toEqual([5000, true, 'reconnecting'])
  })
})
