import { createFileRoute } from '@tanstack/react-router'
import { ReviewPage } from '../-components/expert/review-page'

/** Administrators: expert applications and submitted plans. */
export const Route = createFileRoute('/expert/review')({
  component: ReviewPage,
})
