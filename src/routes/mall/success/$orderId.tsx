import { createFileRoute } from '@tanstack/react-router'
import { SuccessPage } from '../-components/success-page'

/** Redemption success. */
export const Route = createFileRoute('/mall/success/$orderId')({
  component: SuccessRoute,
})

function SuccessRoute() {
  const { orderId } = Route.useParams()
  return <SuccessPage orderId={orderId} />
}
