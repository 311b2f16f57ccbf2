import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OwnContentPage } from '../-components/user/content-page'

export const Route = createFileRoute('/userInfo/send')({
  component: SendPage,
})

function SendPage() {
  return <OwnContentPage active="send" type="video" title={msg`我的发布`} />
}
