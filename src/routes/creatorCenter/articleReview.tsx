import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '../-components/role-gate'
import { ArticleReviewPage } from './-components/article-review-page'

/** Administrators: submitted articles with a preview; pass, or reject with the reason the author reads. */
export const Route = createFileRoute('/creatorCenter/articleReview')({
  component: ArticleReviewRoute,
})

function ArticleReviewRoute() {
  return (
    <RoleGate roles={['admin']}>
      <ArticleReviewPage />
    </RoleGate>
  )
}
