import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OwnContentPage } from '../-components/user/content-page'

export const Route = createFileRoute('/userInfo/userNews')({
  component: UserNewsPage,
})

function UserNewsPage() {
  return <OwnContentPage active="userNews" type="news" title={msg`我的资讯`} />
}
