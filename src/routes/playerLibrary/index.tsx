import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/playerLibrary/')({
  component: PlayerLibraryPage,
})

function PlayerLibraryPage() {
  return <ComingSoonPage section={msg`球员库`} />
}
