import { createFileRoute } from '@tanstack/react-router'
import { WaterPage } from '../-components/user/water-page'

/** ?recharge=<order>: the cashier sent the browser back for that order (server/payments/routes.ts). */
export const Route = createFileRoute('/userInfo/water')({
  validateSearch: (search: Record<string, unknown>): { recharge?: string } =>
    typeof search.recharge === 'string' && /^R\d{8}[0-9a-f]{12}$/.test(search.recharge)
      ? { recharge: search.recharge }
      : {},
  component: WaterPage,
})
