import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/squadLibrary/')({
  component: SquadLibraryPage,
})

function SquadLibraryPage() {
  return <ComingSoonPage section={msg`战队库`} />
}
