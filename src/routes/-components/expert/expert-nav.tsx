import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSessionUser } from '../../../db/queries/account'
import '../../../ui/expert/expert.css'

/** The expert area's tabs; administrators also get the review page. */
export function ExpertNav() {
  const user = useSessionUser()
  const admin = user?.roles?.includes('admin') ?? false
  return (
    <nav className="expert-nav" aria-label="expert" data-testid="expert-nav">
      <Link to="/expert" activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
        <Trans>专家首页</Trans>
      </Link>
      <Link to="/expert/allExperts" activeProps={{ 'aria-current': 'page' }}>
        <Trans>全部专家</Trans>
      </Link>
      <Link to="/expert/specialist" activeProps={{ 'aria-current': 'page' }}>
        <Trans>联赛达人</Trans>
      </Link>
      <Link to="/expert/apply" activeProps={{ 'aria-current': 'page' }}>
        <Trans>申请专家</Trans>
      </Link>
      {admin ? (
        <Link to="/expert/review" activeProps={{ 'aria-current': 'page' }}>
          <Trans>专家审核</Trans>
        </Link>
      ) : null}
    </nav>
  )
}
