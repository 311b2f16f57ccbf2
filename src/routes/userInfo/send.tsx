import { createFileRoute } from '@tanstack/react-router'
import { PublishedPage } from '../-components/posts/published-page'

export const Route = createFileRoute('/userInfo/send')({
  component: PublishedPage,
})
