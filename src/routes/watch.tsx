import { createFileRoute } from '@tanstack/react-router'
import { WatchWallPage } from './-components/watch/watch-wall-page'

/** /watch: the watch wall, up to 16 pinned live matches side by side. */
export const Route = createFileRoute('/watch')({
  component: WatchWallPage,
})
