import { createFileRoute } from '@tanstack/react-router'
import { HistoryPage } from './-components/history-page'

/** The signed-in user's draws, newest first, each with its odds version. */
export const Route = createFileRoute('/blindBox/history')({
  component: HistoryPage,
})
