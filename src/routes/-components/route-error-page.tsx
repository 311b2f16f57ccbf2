import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { OfflineNotSavedPage, ServerErrorPage } from '../../ui/status/status-page'
import { isChunkLoadError, reloadForChunkFailure } from '../-app/chunk-reload'

/**
 * What a route shows when loading or rendering it throws, inside the layout (header and navigation stay).
 * Offline, a chunk that could not be fetched is a page this browser never kept: it says so and opens the page
 * when the network is back. Online, a chunk that failed to download (a deployment replaced it) reloads the page
 * once per 60 s; everything else, or a second failure, is the 500 page.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const retry = () => {
    reset()
    void router.invalidate()
  }
  const offline = isChunkLoadError(error) && globalThis.navigator?.onLine === false
  if (offline) return <OfflineUntilOnline onRetry={retry} />
  if (isChunkLoadError(error) && reloadForChunkFailure()) return null
  return <ServerErrorPage onRetry={retry} />
}

function OfflineUntilOnline({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry)
    return () => window.removeEventListener('online', onRetry)
  }, [onRetry])
  return <OfflineNotSavedPage onRetry={onRetry} />
}
