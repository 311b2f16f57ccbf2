import { useSyncExternalStore } from 'react'
import { BehaviorSubject, Subject } from 'rxjs'
import { type Toast, type ToastInput, toastList$ } from './toast-list'

export type { Toast } from './toast-list'

const inputs = new Subject<ToastInput>()
const toasts = new BehaviorSubject<readonly Toast[]>([])
toastList$(inputs).subscribe(toasts)

let next = 0

/** Shows a toast (a call's refusal, a screen's validation message); `message` is already translated. */
export function showToast(message: string, kind: 'error' | 'info' = 'info'): void {
  next += 1
  inputs.next({ type: 'show', toast: { id: `toast-${next}`, message, kind, at: Date.now() } })
}

export function dismissToast(id: string): void {
  inputs.next({ type: 'dismiss', id })
}

const subscribe = (onChange: () => void) => {
  const subscription = toasts.subscribe(onChange)
  return () => subscription.unsubscribe()
}
const snapshot = () => toasts.value

/** The toasts to show now, oldest first (each goes away by itself after a few seconds). */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
