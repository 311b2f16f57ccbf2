import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/s/$text')({ component: SearchPage })

function SearchPage() {
  const { text } = Route.useParams()
  return <ComingSoonPage section={msg`搜索`} detail={`“${text}”`} />
}
