import { createFileRoute } from '@tanstack/react-router'
import { ReviewPage } from './-components/review-page'

/** Administrators' review of anchor applications (§4: passed, or banned for violations or other reasons). */
export const Route = createFileRoute('/anchorCenter/review')({
  component: ReviewPage,
})
