import { createFileRoute } from '@tanstack/react-router'
import { OwnPostsPage } from '../-components/posts/own-posts-page'

export const Route = createFileRoute('/userInfo/userPost')({
  component: OwnPostsPage,
})
