import { useSyncExternalStore } from 'react'
import type { Toast } from '../streams/core/bus'
import { app } from '../streams/core/runtime'

const subscribe = (onChange: () => void) => {
  const subscription = app.toasts.subscribe(onChange)
  return () => subscription.unsubscribe()
}
const snapshot = () => app.toasts.value

/** The toasts to show now, oldest first (each goes away by itself after a few seconds). */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}

export function dismissToast(id: string): void {
  app.bus.emit({ type: 'toast/dismiss', id })
}
