import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useSessionUser } from '../../../db/queries/account'
import { useExpertCache } from '../../../db/queries/experts'
import { openLogin } from '../../../streams/account/session-hooks'
import { expertKeys, expertLoads, useExpertInterestWhen } from '../../../streams/experts/expert-loads'
import { TrophyIcon } from '../../../ui/expert/expert-card'
import { SideMenuLayout } from '../../../ui/layout/side-menu-layout'
import { NetworkProblemPage, StatusPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { LoginPrompt } from '../../../ui/user/login-prompt'
import '../../../ui/anchor/anchor.css'
import '../../../ui/anchor/anchor-layout.css'
import '../../../ui/expert/expert.css'
import '../../../ui/user/user.css'

export type CreatorMenuKey = 'home' | 'data' | 'manage' | 'components' | 'articles' | 'articleEdit' | 'videoUpload'

/**
 * The creator centre's gate (§6 route gating): visitors log in; for a logged-in user the expert standing
 * comes from the server (so an application that just passed opens the centre without logging in again);
 * anyone not a passed expert is shown the way to apply. The article pages (`writers`) also open to
 * creators and administrators, who write articles without being experts; the video uploads (`uploaders`) to
 * anchors too. The server checks every call anyway.
 */
export function CreatorCentre({
  active,
  writers = false,
  uploaders = false,
  children,
}: {
  active: CreatorMenuKey
  writers?: boolean
  uploaders?: boolean
  children: ReactNode
}) {
  const me = useSessionUser()
  const { status, retry } = useExpertInterestWhen(Boolean(me), `standing:${me?.uid ?? 0}`, expertLoads.standing())
  const standing = useExpertCache('standing', expertKeys.standing())
  if (me === undefined) return null
  if (me === null) return <LoginPrompt onLogin={() => openLogin()} />
  const writer =
    (writers && (me.roles ?? []).some((role) => role === 'creator' || role === 'admin')) ||
    (uploaders && (me.roles ?? []).some((role) => role === 'creator' || role === 'admin' || role === 'anchor'))
  if (!standing && !writer) {
    if (standing === null && status === 'offline') return <NetworkProblemPage onRetry={retry} />
    return <LoadNote status={status} />
  }
  if (!writer && standing?.status !== 'passed')
    return (
      <div className="container">
        <StatusPage
          figure={<TrophyIcon />}
          testId="not-expert"
          title={<Trans>您还不是专家</Trans>}
          detail={<Trans>申请通过后即可在创作者中心发布方案、查看销售与收益。</Trans>}
          actions={
            <Link to="/expert/apply" className="button button-primary">
              <Trans>申请成为专家</Trans>
            </Link>
          }
        />
      </div>
    )
  return (
    <SideMenuLayout
      area="creator"
      title={<Trans>创作者中心</Trans>}
      active={active}
      groups={[
        {
          items: [
            { key: 'home', to: '/creatorCenter', label: <Trans>数据概览</Trans> },
            { key: 'data', to: '/creatorCenter/dataShow', label: <Trans>收益明细</Trans> },
            { key: 'manage', to: '/creatorCenter/progManage', label: <Trans>方案管理</Trans> },
            { key: 'components', to: '/creatorCenter/progComponent', label: <Trans>内容组件</Trans> },
            { key: 'articles', to: '/creatorCenter/articles', label: <Trans>文章管理</Trans> },
            { key: 'articleEdit', to: '/creatorCenter/articleEdit', label: <Trans>写文章</Trans> },
            { key: 'videoUpload', to: '/creatorCenter/videoUpload', label: <Trans>上传视频</Trans> },
          ],
        },
      ]}
    >
      {children}
    </SideMenuLayout>
  )
}

/** A titled panel of the centre: the personal areas share one (see AnchorPanel). */
export { AnchorPanel as CreatorPanel } from '../../../ui/anchor/anchor-layout'
