import { createFileRoute } from '@tanstack/react-router'
import { WaterPage } from './-components/water-page'

export const Route = createFileRoute('/channel/water')({
  component: WaterPage,
})
