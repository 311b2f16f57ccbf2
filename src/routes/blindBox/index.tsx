import { createFileRoute } from '@tanstack/react-router'
import { BlindBoxListPage } from './-components/list-page'

/** The blind boxes on sale, each with its price, daily cap and published odds. */
export const Route = createFileRoute('/blindBox/')({
  component: BlindBoxListPage,
})
