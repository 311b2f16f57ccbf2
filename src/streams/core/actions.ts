import { app } from './runtime'

// What the user does, as bus events (later issues add follow, purchase, …).

/** The manual "reconnect" of the connection banner: try the socket now instead of after the backoff. */
export function reconnectNow(): void {
  app.bus.emit({ type: 'action/reconnect' })
}

/** Shows a toast from a screen (e.g. a validation message); `message` is already translated. */
export function showToast(message: string, kind: 'error' | 'info' = 'info'): void {
  const at = Date.now()
  app.bus.emit({
    type: 'toast/show',
    toast: { id: `ui-${at}-${Math.random().toString(36).slice(2)}`, message, kind, at },
  })
}
