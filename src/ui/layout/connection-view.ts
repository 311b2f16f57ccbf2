/** What the shell shows about the live connection; mirrors the streams' connection state as plain props. */
export type ConnectionView = {
  state: 'connecting' | 'connected' | 'disconnected' | 'reconnecting'
  online: boolean
  lastSyncAt: number | null
  usingPolling: boolean
}

/** The page is showing cached data: the browser is offline or the live connection is down. */
export function isShowingCache(connection: ConnectionView): boolean {
  return !connection.online || connection.state === 'disconnected'
}
