import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { ContentType } from '../../../db/account-rows'
import { useUserContent } from '../../../db/queries/account'
import { useContentInterest } from '../../../streams/account/account-interest'
import { ContentList } from '../../../ui/user/content-list'
import { LoadNote } from '../../../ui/user/load-note'
import { type UserMenuKey, UserPanel } from '../../../ui/user/user-layout'
import { OwnPage } from './own-page'

type Props = { active: UserMenuKey; type: ContentType; title: MessageDescriptor }

/** /userInfo/userNews, userPost, send: the user's own news, posts and published videos. */
export function OwnContentPage({ active, type, title }: Props) {
  const { i18n } = useLingui()
  return (
    <OwnPage active={active}>
      {(user) => (
        <UserPanel title={i18n._(title)} testId={`${active}-page`}>
          <Content uid={user.uid} type={type} />
        </UserPanel>
      )}
    </OwnPage>
  )
}

export function Content({ uid, type }: { uid: number; type: ContentType }) {
  const { status } = useContentInterest(uid, type)
  const items = useUserContent(uid, type)
  return (
    <>
      <LoadNote status={status} />
      {items ? <ContentList items={items} /> : null}
    </>
  )
}
