import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UserPanel } from '../../ui/user/user-layout'
import { OwnArticles } from '../-components/articles/own-articles'
import { OwnPage } from '../-components/user/own-page'

export const Route = createFileRoute('/userInfo/userNews')({
  component: UserNewsPage,
})

/** The user's own articles in every state (draft, in review, rejected with the reason, published, offline). */
function UserNewsPage() {
  const { t } = useLingui()
  return (
    <OwnPage active="userNews">
      {(user) => (
        <UserPanel title={t`我的资讯`} testId="userNews-page">
          <OwnArticles canWrite={(user.roles ?? []).some((role) => ['expert', 'creator', 'admin'].includes(role))} />
        </UserPanel>
      )}
    </OwnPage>
  )
}
