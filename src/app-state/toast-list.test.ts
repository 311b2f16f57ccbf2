import { Subject } from 'rxjs'
import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { TOAST_MS, type Toast, type ToastInput, toastList$ } from './toast-list'

const toast = (id: string, message = id): Toast => ({ id, message, kind: 'error', at: 0 })

describe('toastList$', () => {
  it('shows, dedupes identical messages, dismisses on request and after TOAST_MS', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const inputs = new Subject<ToastInput>()
    const seen: [number, string[]][] = []
    scheduler.run(() => {
      toastList$(inputs, scheduler).subscribe((list) => seen.push([scheduler.now(), list.map((t) => t.id)]))
      inputs.next({ type: 'show', toast: toast('a') })
      inputs.next({ type: 'show', toast: toast('a2', 'a') })
      scheduler.schedule(() => inputs.next({ type: 'show', toast: toast('b') }), 1000)
      scheduler.schedule(() => inputs.next({ type: 'dismiss', id: 'b' }), 2000)
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
