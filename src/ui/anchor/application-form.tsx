import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { LIMITS } from '../../../protocol/constants'
import { GAMES } from '../../../protocol/games'
import { LIVE_LIMITS } from '../../../protocol/live'
import { ANCHOR_PROHIBITIONS } from '../../../protocol/messages/live'
import { gameNameById } from '../game-names'
import { type ApplicationDraft, checkApplication } from './application-check'
import './application-form.css'

export type Application = Omit<ApplicationDraft, 'acceptRules'> & { acceptRules: true }

type Props = {
  /** The bound phone as the client knows it, masked ('138****0000'); null when none is bound. */
  maskedMobile: string | null
  /** Beijing today, YYYY-MM-DD: the day ages are counted on. */
  today: string
  /** Sends; resolves with the server's message when it refused, null when the application was filed. */
  onSubmit: (application: Application) => Promise<string | null>
}

/** §4/§5 anchor application: real name, birth date, the bound phone, game, a short intro, the 11 rules. */
export function ApplicationForm({ maskedMobile, today, onSubmit }: Props) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState<ApplicationDraft>({
    realName: '',
    birthDate: '',
    mobile: '',
    gameId: GAMES[0].gameId,
    shortIntro: '',
    acceptRules: false,
  })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof ApplicationDraft>(key: K, value: ApplicationDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))

  const submit = async () => {
    const failure = checkApplication(draft, { today, maskedMobile })
    if (failure) {
      setError(i18n._(failure))
      return
    }
    setBusy(true)
    const refused = await onSubmit({
      ...draft,
      realName: draft.realName.trim(),
      mobile: draft.mobile.trim(),
      shortIntro: draft.shortIntro.trim(),
      acceptRules: true,
    })
    setBusy(false)
    setError(refused)
  }

  return (
    <form
      className="anchor-form"
      data-testid="application-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <label className="anchor-row">
        <span className="anchor-label">
          <Trans>真实姓名</Trans>
        </span>
        <span className="anchor-field">
          <input
            className="anchor-input"
            data-testid="application-name"
            value={draft.realName}
            maxLength={20}
            autoComplete="name"
            onChange={(event) => set('realName', event.target.value)}
          />
        </span>
      </label>
      <label className="anchor-row">
        <span className="anchor-label">
          <Trans>出生日期</Trans>
        </span>
        <span className="anchor-field">
          <input
            type="date"
            className="anchor-input"
            data-testid="application-birth"
            value={draft.birthDate}
            max={today}
            onChange={(event) => set('birthDate', event.target.value)}
          />
          <span className="anchor-hint">
            <Trans>未满{LIMITS.minimumBroadcastAge}周岁不能申请主播</Trans>
          </span>
        </span>
      </label>
      <label className="anchor-row">
        <span className="anchor-label">
          <Trans>手机号码</Trans>
        </span>
        <span className="anchor-field">
          <input
            type="tel"
            inputMode="numeric"
            className="anchor-input"
            data-testid="application-mobile"
            maxLength={LIMITS.phoneDigits}
            placeholder={maskedMobile ?? t`请输入手机号码`}
            value={draft.mobile}
            onChange={(event) => set('mobile', event.target.value.replace(/\D/g, ''))}
          />
          <span className="anchor-hint">
            {maskedMobile ? (
              <Trans>请输入账号绑定的完整手机号（{maskedMobile}）</Trans>
            ) : (
              <Trans>您的账号尚未绑定手机号，请先在账号设置中绑定</Trans>
            )}
          </span>
        </span>
      </label>
      <label className="anchor-row">
        <span className="anchor-label">
          <Trans>直播游戏</Trans>
        </span>
        <span className="anchor-field">
          <select
            className="anchor-input"
            data-testid="application-game"
            value={draft.gameId}
            onChange={(event) => set('gameId', Number(event.target.value))}
          >
            {GAMES.map((game) => (
              <option key={game.gameId} value={game.gameId}>
                {gameNameById(game.gameId, i18n)}
              </option>
            ))}
          </select>
        </span>
      </label>
      <label className="anchor-row">
        <span className="anchor-label">
          <Trans>主播简介</Trans>
        </span>
        <span className="anchor-field">
          <input
            className="anchor-input"
            data-testid="application-intro"
            value={draft.shortIntro}
            maxLength={LIVE_LIMITS.introShortMax}
            placeholder={t`一句话介绍自己`}
            onChange={(event) => set('shortIntro', event.target.value)}
          />
          <span className="anchor-hint">
            {draft.shortIntro.length}/{LIVE_LIMITS.introShortMax}
          </span>
        </span>
      </label>
      <div className="anchor-row">
        <span className="anchor-label">
          <Trans>主播规范</Trans>
        </span>
        <div className="anchor-field">
          <ol className="anchor-rules" data-testid="application-rules">
            {ANCHOR_PROHIBITIONS.map((rule) => (
              <li key={rule.id}>{i18n._(rule)}</li>
            ))}
          </ol>
          <span className="anchor-hint">
            <Trans>违反以上规范的主播将被禁止直播。</Trans>
          </span>
          <label className="anchor-inline">
            <input
              type="checkbox"
              data-testid="application-accept"
              checked={draft.acceptRules}
              onChange={(event) => set('acceptRules', event.target.checked)}
            />
            <Trans>我已阅读并同意以上主播规范</Trans>
          </label>
        </div>
      </div>
      <p className="anchor-message" role="alert" data-testid="application-error">
        {error ?? ''}
      </p>
      <div className="anchor-actions">
        <button type="submit" className="button button-primary" data-testid="application-submit" disabled={busy}>
          <Trans>提交申请</Trans>
        </button>
      </div>
    </form>
  )
}
