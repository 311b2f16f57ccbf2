import { createFileRoute } from '@tanstack/react-router'
import { OrdersPage } from '../-components/user/orders-page'

export const Route = createFileRoute('/userInfo/myOrder')({
  component: OrdersPage,
})
