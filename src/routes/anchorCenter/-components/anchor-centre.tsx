import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { User } from '../../../../protocol/auth'
import type { AnchorStandingRow } from '../../../db/live-rows'
import { useSessionUser } from '../../../db/queries/account'
import { useAnchorStanding } from '../../../db/queries/anchor'
import { openLogin } from '../../../streams/account/session-hooks'
import { useAnchorStandingInterest } from '../../../streams/anchor/anchor-interest'
import { AnchorLayout, AnchorLoading, type AnchorMenuKey } from '../../../ui/anchor/anchor-layout'
import { NetworkProblemPage, NoPermissionPage, StatusPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { LoginPrompt, MicIcon } from '../../../ui/user/login-prompt'

export type CentreContext = { user: User; standing: AnchorStandingRow; admin: boolean }

/**
 * Who gets the centre's pages: a passed anchor, and a banned one who had a room (they see their settings
 * and revenue, with broadcasting refused). Everyone else is an applicant.
 */
export function isCentreMember(standing: AnchorStandingRow): boolean {
  return standing.status === 'passed' || (standing.status === 'banned' && standing.roomId !== null)
}

type Props = {
  active: AnchorMenuKey
  /** The page of an anchor. */
  children: (context: CentreContext) => ReactNode
  /** What a logged-in non-anchor sees instead (the application on the centre's home; a notice elsewhere). */
  applicant?: (context: CentreContext) => ReactNode
}

/**
 * The anchor centre's gate (§6: route gating for the anchor area). Visitors are asked to log in; for a
 * logged-in user the standing comes from /anchor/whether rather than the cached roles, so a user whose
 * application just passed gets the centre without logging in again. The server checks every call anyway.
 */
export function AnchorCentre({ active, children, applicant }: Props) {
  const user = useSessionUser()
  const { status, retry } = useAnchorStandingInterest(user ? user.uid : null)
  const standing = useAnchorStanding()
  if (user === undefined) return null
  if (user === null) return <LoginPrompt onLogin={() => openLogin()} />
  const admin = user.roles?.includes('admin') ?? false
  if (!standing) {
    if (status === 'offline' && standing === null) return <NetworkProblemPage onRetry={retry} />
    return (
      <AnchorLayout active={active} anchor={false} admin={admin}>
        <LoadNote status={status} />
        {status === 'failed' ? null : <AnchorLoading />}
      </AnchorLayout>
    )
  }
  const context = { user, standing, admin }
  const member = isCentreMember(standing)
  return (
    <AnchorLayout active={member ? active : 'apply'} anchor={member} admin={admin}>
      {member ? (
        // An anchor's page notes itself when what it shows is stale; the standing's note would repeat it.
        children(context)
      ) : (
        <>
          <LoadNote status={status} />
          {applicant ? applicant(context) : <NotAnchorNotice />}
        </>
      )}
    </AnchorLayout>
  )
}

/** The administrators' pages of the centre: anyone else gets the no-permission page (§2 messages). */
export function AdminCentre({ active, children }: { active: AnchorMenuKey; children: (user: User) => ReactNode }) {
  const user = useSessionUser()
  useAnchorStandingInterest(user ? user.uid : null)
  const standing = useAnchorStanding()
  if (user === undefined) return null
  if (user === null) return <LoginPrompt onLogin={() => openLogin()} />
  if (!(user.roles?.includes('admin') ?? false)) return <NoPermissionPage />
  return (
    <AnchorLayout active={active} anchor={standing ? isCentreMember(standing) : false} admin>
      {children(user)}
    </AnchorLayout>
  )
}

function NotAnchorNotice() {
  return (
    <StatusPage
      testId="not-anchor"
      figure={<MicIcon />}
      title={<Trans>您还不是主播</Trans>}
      detail={<Trans>申请通过后即可设置直播间、开始直播和查看收益。</Trans>}
      actions={
        <Link to="/anchorCenter" className="button button-primary">
          <Trans>申请成为主播</Trans>
        </Link>
      }
    />
  )
}
