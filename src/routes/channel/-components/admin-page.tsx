import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { CHANNEL_LIMITS } from '../../../../protocol/channel'
import { yuan } from '../../../../protocol/payments'
import { useSessionUser } from '../../../db/queries/account'
import { useChannelCache } from '../../../db/queries/channel'
import { formatDayTime } from '../../../i18n/format'
import { openLogin } from '../../../streams/account/session-hooks'
import {
  addChannelPartner,
  channelKeys,
  channelLoads,
  decideHeldCommission,
  useChannelInterest,
} from '../../../streams/channel/channel-loads'
import { EmptyState, NoPermissionPage } from '../../../ui/status/status-page'
import { LoginPrompt } from '../../../ui/user/login-prompt'
import '../../../ui/expert/expert.css'
import '../../../ui/channel/channel.css'
import { usePageTitle } from '../../-app/use-page-title'
import { Loaded } from './channel-centre'

/** Staff: every partner with its figures, and a form that makes the user of a phone a partner. */
export function ChannelAdminPage() {
  const { t } = useLingui()
  usePageTitle(t`渠道管理`)
  const me = useSessionUser()
  const admin = me?.roles?.includes('admin') ?? false
  const { status, retry } = useChannelInterest('adminPartners', admin, channelLoads.adminPartners())
  const partners = useChannelCache('adminPartners', channelKeys.adminPartners())
  if (me === undefined) return null
  if (me === null) return <LoginPrompt onLogin={() => openLogin()} />
  if (!admin) return <NoPermissionPage />
  return (
    <section className="panel expert-panel container" data-testid="channel-admin">
      <h2>
        <Trans>渠道管理</Trans>
      </h2>
      <AddPartnerForm />
      <Loaded data={partners} status={status} retry={retry}>
        {({ list }) =>
          list.length === 0 ? (
            <EmptyState>{t`还没有推广渠道`}</EmptyState>
          ) : (
            <table className="plan-table">
              <thead>
                <tr>
                  <th>{t`渠道号`}</th>
                  <th>{t`名称`}</th>
                  <th>{t`手机号`}</th>
                  <th className="numeric">{t`佣金比例`}</th>
                  <th className="numeric">{t`推广用户`}</th>
                  <th className="numeric">{t`累计充值`}</th>
                  <th className="numeric">{t`累计佣金`}</th>
                  <th>{t`开通时间`}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((p) => (
                  <tr key={p.channelId} data-testid="channel-partner-row">
                    <td>{p.channelId}</td>
                    <td>{p.name}</td>
                    <td>{p.mobile ?? '—'}</td>
                    <td className="numeric">{p.sharePercent}%</td>
                    <td className="numeric">{p.users}</td>
                    <td className="numeric">¥{yuan(p.rechargeCents)}</td>
                    <td className="numeric">{p.commissionCoins}</td>
                    <td>{formatDayTime(p.since)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
      <HeldCommissions />
    </section>
  )
}

/**
 * Commissions held because the payer logged in from the partner's address or browser (a self-referral):
 * staff pay them to the partner or void them.
 */
function HeldCommissions() {
  const { t } = useLingui()
  const { status, retry } = useChannelInterest('adminHeld', true, channelLoads.adminHeld())
  const held = useChannelCache('adminHeld', channelKeys.adminHeld())
  const [message, setMessage] = useState<string | null>(null)
  const decide = async (orderId: string, decision: 'pay' | 'void') =>
    setMessage(await decideHeldCommission({ orderId, decision }))
  return (
    <section className="channel-held" data-testid="channel-held">
      <h3>
        <Trans>待审核佣金</Trans>
      </h3>
      <p className="form-hint">
        <Trans>付款用户与渠道曾在同一地址或同一浏览器登录，可能是渠道自己的账户：核实后发放或作废。</Trans>
      </p>
      {message ? (
        <p className="form-message" role="alert">
          {message}
        </p>
      ) : null}
      <Loaded data={held} status={status} retry={retry}>
        {({ list }) =>
          list.length === 0 ? (
            <EmptyState>{t`没有待审核的佣金`}</EmptyState>
          ) : (
            <table className="plan-table">
              <thead>
                <tr>
                  <th>{t`时间`}</th>
                  <th>{t`渠道号`}</th>
                  <th>{t`付款用户`}</th>
                  <th>{t`订单号`}</th>
                  <th className="numeric">{t`充值金额`}</th>
                  <th className="numeric">{t`佣金`}</th>
                  <th>{t`操作`}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((row) => (
                  <tr key={row.orderId} data-testid="channel-held-row" data-order-id={row.orderId}>
                    <td>{formatDayTime(row.at)}</td>
                    <td>{row.channelId}</td>
                    <td>{row.username}</td>
                    <td>{row.orderId}</td>
                    <td className="numeric">¥{yuan(row.rechargeCents)}</td>
                    <td className="numeric">{row.coins}</td>
                    <td>
                      <button type="button" className="button" onClick={() => void decide(row.orderId, 'pay')}>
                        <Trans>发放</Trans>
                      </button>{' '}
                      <button type="button" className="button" onClick={() => void decide(row.orderId, 'void')}>
                        <Trans>作废</Trans>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </section>
  )
}

function AddPartnerForm() {
  const { t } = useLingui()
  const [mobile, setMobile] = useState('')
  const [name, setName] = useState('')
  const [share, setShare] = useState(String(CHANNEL_LIMITS.defaultSharePercent))
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const sharePercent = /^\d{1,3}$/.test(share.trim()) ? Number(share.trim()) : Number.NaN
    const refused = await addChannelPartner({ mobile: mobile.trim(), name, sharePercent })
    setBusy(false)
    setMessage(refused ? { ok: false, text: refused } : { ok: true, text: t`已开通推广渠道` })
    if (!refused) {
      setMobile('')
      setName('')
    }
  }
  return (
    <form className="channel-admin-form" onSubmit={(e) => void submit(e)} data-testid="channel-admin-form" noValidate>
      <label>
        {t`手机号`}
        <input
          className="form-input"
          inputMode="numeric"
          maxLength={11}
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          name="mobile"
        />
      </label>
      <label>
        {t`渠道名称`}
        <input
          className="form-input"
          maxLength={CHANNEL_LIMITS.nameMax}
          value={name}
          onChange={(e) => setName(e.target.value)}
          name="name"
        />
      </label>
      <label>
        {t`佣金比例（%）`}
        <input
          className="form-input"
          inputMode="numeric"
          maxLength={3}
          value={share}
          onChange={(e) => setShare(e.target.value)}
          name="share"
        />
      </label>
      <button type="submit" className="button button-primary" disabled={busy}>
        <Trans>开通渠道</Trans>
      </button>
      {message ? (
        <p className={message.ok ? 'form-hint' : 'form-message'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
    </form>
  )
}
