import { createFileRoute } from '@tanstack/react-router'
import { ArticleEditPage } from './-components/article-edit-page'

/** Write an article, or edit one of the author's (?id=). */
export const Route = createFileRoute('/creatorCenter/articleEdit')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => {
    const id = Number(search.id)
    return { id: Number.isInteger(id) && id >= 1 ? id : undefined }
  },
  component: ArticleEditRoute,
})

function ArticleEditRoute() {
  const { id } = Route.useSearch()
  return <ArticleEditPage key={id ?? 'new'} id={id ?? null} />
}
