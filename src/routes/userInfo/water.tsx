import { createFileRoute } from '@tanstack/react-router'
import { WaterPage } from '../-components/user/water-page'

export const Route = createFileRoute('/userInfo/water')({
  component: WaterPage,
})
