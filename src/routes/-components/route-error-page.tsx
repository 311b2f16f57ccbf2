import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { ServerErrorPage } from '../../ui/status/status-page'
import { isChunkLoadError, reloadForChunkFailure } from '../-app/chunk-reload'

/**
 * What a route shows when loading or rendering it throws. A chunk that failed to download (a deployment
 * replaced it) reloads the page once per 60 s; everything else, or a second failure, is the 500 page.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  if (isChunkLoadError(error) && reloadForChunkFailure()) return null
  return (
    <ServerErrorPage
      onRetry={() => {
        reset()
        void router.invalidate()
      }}
    />
  )
}
