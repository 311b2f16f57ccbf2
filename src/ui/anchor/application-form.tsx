import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { LIMITS } from '../../../protocol/constants'
import { GAMES } from '../../../protocol/games'
import { LIVE_LIMITS } from '../../../protocol/live'
import { ANCHOR_PROHIBITIONS } from '../../../protocol/messages/live'
import { CheckboxRow } from '../form/checkbox-row'
import { CountedInput } from '../form/counted-input'
import { FormActions, FormMessage, FormRow } from '../form/form-row'
import { GameSelect } from '../form/game-select'
import { useFormState } from '../form/use-form-state'
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
  const form = useFormState()
  const set = <K extends keyof ApplicationDraft>(key: K, value: ApplicationDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))

  const submit = async () => {
    const failure = checkApplication(draft, { today, maskedMobile })
    if (failure) return form.fail(i18n._(failure))
    return form.run(() =>
      onSubmit({
        ...draft,
        realName: draft.realName.trim(),
        mobile: draft.mobile.trim(),
        shortIntro: draft.shortIntro.trim(),
        acceptRules: true,
      }),
    )
  }

  return (
    <form
      className="form"
      data-testid="application-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <FormRow label={<Trans>真实姓名</Trans>}>
        <input
          className="form-input"
          data-testid="application-name"
          value={draft.realName}
          maxLength={20}
          autoComplete="name"
          onChange={(event) => set('realName', event.target.value)}
        />
      </FormRow>
      <FormRow label={<Trans>出生日期</Trans>} hint={<Trans>未满{LIMITS.minimumBroadcastAge}周岁不能申请主播</Trans>}>
        <input
          type="date"
          className="form-input"
          data-testid="application-birth"
          value={draft.birthDate}
          max={today}
          onChange={(event) => set('birthDate', event.target.value)}
        />
      </FormRow>
      <FormRow
        label={<Trans>手机号码</Trans>}
        hint={
          maskedMobile ? (
            <Trans>请输入账号绑定的完整手机号（{maskedMobile}）</Trans>
          ) : (
            <Trans>您的账号尚未绑定手机号，请先在账号设置中绑定</Trans>
          )
        }
      >
        <input
          type="tel"
          inputMode="numeric"
          className="form-input"
          data-testid="application-mobile"
          maxLength={LIMITS.phoneDigits}
          placeholder={maskedMobile ?? t`请输入手机号码`}
          value={draft.mobile}
          onChange={(event) => set('mobile', event.target.value.replace(/\D/g, ''))}
        />
      </FormRow>
      <FormRow label={<Trans>直播游戏</Trans>}>
        <GameSelect value={draft.gameId} onChange={(gameId) => set('gameId', gameId)} testId="application-game" />
      </FormRow>
      <FormRow label={<Trans>主播简介</Trans>}>
        <CountedInput
          value={draft.shortIntro}
          onChange={(value) => set('shortIntro', value)}
          max={LIVE_LIMITS.introShortMax}
          placeholder={t`一句话介绍自己`}
          testId="application-intro"
        />
      </FormRow>
      <FormRow label={<Trans>主播规范</Trans>} group hint={<Trans>违反以上规范的主播将被禁止直播。</Trans>}>
        <ol className="anchor-rules" data-testid="application-rules">
          {ANCHOR_PROHIBITIONS.map((rule) => (
            <li key={rule.id}>{i18n._(rule)}</li>
          ))}
        </ol>
        <CheckboxRow
          checked={draft.acceptRules}
          onChange={(checked) => set('acceptRules', checked)}
          testId="application-accept"
        >
          <Trans>我已阅读并同意以上主播规范</Trans>
        </CheckboxRow>
      </FormRow>
      <FormMessage notice={form.notice} testId="application-error" />
      <FormActions>
        <button type="submit" className="button button-primary" data-testid="application-submit" disabled={form.busy}>
          <Trans>提交申请</Trans>
        </button>
      </FormActions>
    </form>
  )
}
