import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../-components/user/info-page'

export const Route = createFileRoute('/userInfo/info')({
  component: InfoPage,
})
