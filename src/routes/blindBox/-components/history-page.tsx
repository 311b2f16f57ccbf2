import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { BLIND_BOX_LIMITS, type Draw } from '../../../../protocol/blindbox'
import { useSessionUser } from '../../../db/queries/account'
import { useBlindBoxCache } from '../../../db/queries/blindbox'
import { formatDayTime } from '../../../i18n/format'
import { openLogin } from '../../../streams/account/session-hooks'
import { blindBoxKeys, blindBoxLoads, useBlindBoxInterest } from '../../../streams/blindbox/blindbox-loads'
import { prizeKindLabel } from '../../../ui/blindbox/prize-labels'
import { Pager } from '../../../ui/expert/pager'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { EmptyState, NetworkProblemPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { LoginPrompt } from '../../../ui/user/login-prompt'
import '../../../ui/expert/expert.css'
import '../../../ui/blindbox/blindbox.css'
import { usePageTitle } from '../../-app/use-page-title'

/** My draws, newest first: box, odds version, prize, coins paid and won. */
export function HistoryPage() {
  const { t } = useLingui()
  usePageTitle(t`开盒记录`)
  const me = useSessionUser()
  const [page, setPage] = useState(1)
  const { status, retry } = useBlindBoxInterest(`draws:${page}`, Boolean(me), blindBoxLoads.draws(page))
  // Read under the page's key whoever is signed in (the user's rows go at sign-out), shown only with a user: a
  // query whose key changed from none as the user arrived could miss rows written just after (list-page.tsx).
  const drawsRow = useBlindBoxCache('draws', blindBoxKeys.draws(page))
  const draws = me ? drawsRow : null
  if (me === undefined) return null
  if (me === null) return <LoginPrompt onLogin={() => openLogin()} />
  if (draws === null && status === 'offline') return <NetworkProblemPage onRetry={retry} />
  return (
    <section className="panel expert-panel container" data-testid="blindbox-history">
      <div className="expert-section">
        <h2>
          <Trans>开盒记录</Trans>
          <span>
            <Link to="/blindBox">{t`全部盲盒`}</Link>
          </span>
        </h2>
      </div>
      <LoadNote status={status} />
      {draws === undefined || (draws === null && status === 'loading') ? (
        <MatchListSkeleton rows={4} />
      ) : !draws || draws.list.length === 0 ? (
        <EmptyState>
          <Trans>还没有开过盲盒</Trans> <Link to="/blindBox">{t`去开盒`}</Link>
        </EmptyState>
      ) : (
        <table className="plan-table" data-testid="blindbox-draws">
          <thead>
            <tr>
              <th>{t`时间`}</th>
              <th>{t`盲盒`}</th>
              <th>{t`概率版本`}</th>
              <th>{t`奖品`}</th>
              <th className="numeric">{t`花费`}</th>
              <th className="numeric">{t`获得金币`}</th>
            </tr>
          </thead>
          <tbody>
            {draws.list.map((draw) => (
              <DrawRow key={draw.drawId} draw={draw} />
            ))}
          </tbody>
        </table>
      )}
      <Pager page={page} total={draws?.total ?? 0} size={BLIND_BOX_LIMITS.pageSize} onPage={setPage} />
    </section>
  )
}

function DrawRow({ draw }: { draw: Draw }) {
  const { i18n, t } = useLingui()
  return (
    <tr data-testid="blindbox-draw-row" data-draw-id={draw.drawId}>
      <td>{formatDayTime(draw.at)}</td>
      <td>{draw.box.name}</td>
      <td>{t`第${draw.oddsVersion}版`}</td>
      <td>
        {draw.prize.name} <small className="form-hint">{prizeKindLabel(draw.prize.kind, i18n)}</small>
        {draw.guaranteed ? (
          <span className="blindbox-top">
            <Trans>保底</Trans>
          </span>
        ) : null}
        {draw.substituted ? <small className="form-hint"> {t`已兑完，折算金币`}</small> : null}
        {draw.mallOrderId !== null ? (
          <small className="form-hint">
            {' '}
            <Link to="/userInfo/myOrder">{t`兑换订单 #${draw.mallOrderId}`}</Link>
          </small>
        ) : null}
      </td>
      <td className="numeric">{draw.coinsPaid}</td>
      <td className="numeric">{draw.coinsWon}</td>
    </tr>
  )
}
