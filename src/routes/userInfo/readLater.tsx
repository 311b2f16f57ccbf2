import { createFileRoute } from '@tanstack/react-router'
import { ReadLaterPage } from '../-components/posts/read-later-page'

export const Route = createFileRoute('/userInfo/readLater')({
  component: ReadLaterPage,
})
