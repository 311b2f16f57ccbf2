import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OwnContentPage } from '../-components/user/content-page'

export const Route = createFileRoute('/userInfo/userPost')({
  component: UserPostPage,
})

function UserPostPage() {
  return <OwnContentPage active="userPost" type="post" title={msg`我的帖子`} />
}
