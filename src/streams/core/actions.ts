import { app } from './runtime'

// What the user does to the connection, as a bus event (each feature has its own actions).

/** The manual "reconnect" of the connection banner: try the socket now instead of after the backoff. */
export function reconnectNow(): void {
  app.bus.emit({ type: 'action/reconnect' })
}
