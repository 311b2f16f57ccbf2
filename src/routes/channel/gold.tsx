import { createFileRoute } from '@tanstack/react-router'
import { GoldPage } from './-components/gold-page'

export const Route = createFileRoute('/channel/gold')({
  component: GoldPage,
})
