import { createFileRoute } from '@tanstack/react-router'
import { ProductPage } from './-components/product-page'

/** A product's detail and order confirmation. */
export const Route = createFileRoute('/mall/$id')({
  component: ProductRoute,
})

function ProductRoute() {
  const { id } = Route.useParams()
  return <ProductPage id={id} />
}
