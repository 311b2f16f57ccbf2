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
