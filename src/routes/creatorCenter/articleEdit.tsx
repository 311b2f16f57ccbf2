import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ArticleEditPage } from './-components/article-edit-page'

/** Write an article, or edit one of the author's (?id=). */
export const Route = createFileRoute('/creatorCenter/articleEdit')({
  validateSearch: z.object({ id: z.coerce.number().int().min(1).optional().catch(undefined) }),
  component: ArticleEditRoute,
})

function ArticleEditRoute() {
  const { id } = Route.useSearch()
  return <ArticleEditPage key={id ?? 'new'} id={id ?? null} />
}
