import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSessionUser } from '../../../db/queries/account'
import { useBlindBoxCache } from '../../../db/queries/blindbox'
import {
  blindBoxKeys,
  blindBoxLoads,
  useBlindBoxInterest,
  useBlindBoxStandingInterest,
} from '../../../streams/blindbox/blindbox-loads'
import { BadgeList } from '../../../ui/blindbox/badge-list'
import { BoxCard } from '../../../ui/blindbox/box-card'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { EmptyState, NetworkProblemPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import '../../../ui/expert/expert.css'
import '../../../ui/blindbox/blindbox.css'
import { usePageTitle } from '../../-app/use-page-title'

/** The blind boxes: price, today's draws left, the guarantee and the odds table of each, before any purchase. */
export function BlindBoxListPage() {
  const { t } = useLingui()
  usePageTitle(t`盲盒`, t`用金币开盲盒：概率公示，保底必得，每次结果可查`)
  const me = useSessionUser()
  const { status, retry } = useBlindBoxInterest('list', true, blindBoxLoads.list())
  useBlindBoxStandingInterest(Boolean(me))
  const list = useBlindBoxCache('list', blindBoxKeys.list())
  // Read under one key whoever is signed in (the user's rows go at sign-out), shown only with a user: a query
  // whose key changed from none to 'mine' as the user arrived missed the standing written just after it.
  const mineRow = useBlindBoxCache('mine', blindBoxKeys.mine())
  const mine = me ? mineRow : null
  if (list === null && status === 'offline') return <NetworkProblemPage onRetry={retry} />
  return (
    <section className="panel expert-panel container" data-testid="blindbox-page">
      <div className="expert-section">
        <h2>
          <Trans>盲盒</Trans>
          {me ? (
            <span>
              {t`我的金币 ${me.gold ?? 0}`} · <Link to="/userInfo/water">{t`充值`}</Link> ·{' '}
              <Link to="/blindBox/history">{t`开盒记录`}</Link>
            </span>
          ) : null}
        </h2>
      </div>
      <LoadNote status={status} />
      {list === undefined || (list === null && status === 'loading') ? (
        <MatchListSkeleton rows={4} />
      ) : (list?.list.length ?? 0) === 0 ? (
        <EmptyState>
          <Trans>暂无盲盒</Trans>
        </EmptyState>
      ) : (
        <ul className="blindbox-grid" data-testid="blindbox-grid">
          {list?.list.map((box) => (
            <BoxCard key={box.id} box={box} standing={mine?.boxes.find((s) => s.boxId === box.id) ?? null} />
          ))}
        </ul>
      )}
      {me && mine ? (
        <div className="expert-section blindbox-section">
          <h2>
            <Trans>我的徽章</Trans>
          </h2>
          <BadgeList badges={mine.badges} />
        </div>
      ) : null}
    </section>
  )
}
