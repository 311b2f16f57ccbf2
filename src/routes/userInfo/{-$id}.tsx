import { createFileRoute } from '@tanstack/react-router'
import { PublicPage } from '../-components/user/public-page'

export const Route = createFileRoute('/userInfo/{-$id}')({
  component: UserHomePage,
})

function UserHomePage() {
  const { id } = Route.useParams()
  return <PublicPage id={id} />
}
