import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { EventBus, type Toast } from '../streams/core/bus'
import { TOAST_MS, toastList$ } from './toast-list'

const toast = (id: string, message = id): Toast => ({ id, message, kind: 'error', at: 0 })

describe('toastList$', () => {
  it('shows, dedupes identical messages, dismisses on request and after TOAST_MS', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const bus = new EventBus()
    const seen: [number, string[]][] = []
    scheduler.run(() => {
      toastList$(bus, scheduler).subscribe((list) => seen.push([scheduler.now(), list.map((t) => t.id)]))
      bus.emit({ type: 'toast/show', toast: toast('a') })
      bus.emit({ type: 'toast/show', toast: toast('a2', 'a') })
      scheduler.schedule(() => bus.emit({ type: 'toast/show', toast: toast('b') }), 1000)
      scheduler.schedule(() => bus.emit({ type: 'toast/dismiss', id: 'b' }), 2000)
    })
    expect(seen).toEqual([
      [0, []],
      [0, ['a']],
      [1000, ['a', 'b']],
      [2000, ['a']],
      [TOAST_MS, []],
    ])
  })
})
