import { createFileRoute } from '@tanstack/react-router'
import { BoxPage } from './-components/box-page'

/** One box: its published odds and rules, the guarantee progress, and the draw. */
export const Route = createFileRoute('/blindBox/$id')({
  component: BoxRoute,
})

function BoxRoute() {
  const { id } = Route.useParams()
  return <BoxPage id={id} />
}
