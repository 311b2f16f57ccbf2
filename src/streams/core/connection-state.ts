import { useSyncExternalStore } from 'react'
import type { ConnectionModel } from './connection'
import { app } from './runtime'

const subscribe = (onChange: () => void) => {
  const subscription = app.connection.subscribe(onChange)
  return () => subscription.unsubscribe()
}
const snapshot = () => app.connection.value

/** The connection as the banner shows it: socket state, browser online flag, last sync, polling fallback. */
export function useConnectionState(): ConnectionModel {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
