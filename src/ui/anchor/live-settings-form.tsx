import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { liveTitleSchema } from '../../../protocol/calls/anchor'
import { LIVE_LIMITS, type LiveSettings } from '../../../protocol/live'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { CheckboxRow } from '../form/checkbox-row'
import { CountedInput } from '../form/counted-input'
import { FormActions, FormMessage, FormRow } from '../form/form-row'
import { GameSelect } from '../form/game-select'
import { useFormState } from '../form/use-form-state'
import { coverPicture } from './encode-image'
import { KeywordsField } from './keywords-field'
import './live-settings-form.css'

/** The editable part of the live settings (updateAnchor); `cover` undefined keeps it, null resets it. */
export type SettingsChange = {
  title: string
  cover?: string | null
  gameId: number
  paid: boolean
  loginOnly: boolean
  chatOpen: boolean
  slowModeSeconds: number
  chatMinLevel: number
  keywords: string[]
}

type Props = {
  settings: LiveSettings
  /** Disables saving (banned from broadcasting). */
  disabled: boolean
  onSave: (change: SettingsChange) => Promise<string | null>
}

/** §3 Live room settings: title, cover, game, paid and login-only flags, chat settings and keywords. */
export function LiveSettingsForm({ settings, disabled, onSave }: Props) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState<SettingsChange>(() => ({
    title: settings.title,
    gameId: settings.gameId,
    paid: settings.paid,
    loginOnly: settings.loginOnly,
    chatOpen: settings.chatOpen,
    slowModeSeconds: settings.slowModeSeconds,
    chatMinLevel: settings.chatMinLevel,
    keywords: settings.keywords,
  }))
  const form = useFormState()
  const set = <K extends keyof SettingsChange>(key: K, value: SettingsChange[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))

  const pickCover = async (file: File | undefined) => {
    if (!file) return
    const result = await coverPicture(file)
    if (result.ok) {
      set('cover', result.dataUrl)
      form.clear()
    } else {
      form.fail(i18n._(LIVE_MESSAGES.coverInvalid))
    }
  }

  const save = async () => {
    const title = liveTitleSchema.safeParse(draft.title)
    if (!title.success) {
      const id = title.error.issues[0]?.message
      const descriptor = id === LIVE_MESSAGES.titleTooLong.id ? LIVE_MESSAGES.titleTooLong : LIVE_MESSAGES.titleRequired
      return form.fail(i18n._(descriptor))
    }
    if (await form.run(() => onSave({ ...draft, title: title.data }), t`保存成功`)) {
      setDraft((current) => ({ ...current, cover: undefined }))
    }
  }

  const cover = draft.cover === undefined ? settings.cover : draft.cover
  return (
    <form
      className="form"
      data-testid="live-settings-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <FormRow label={<Trans>直播标题</Trans>}>
        <CountedInput
          value={draft.title}
          onChange={(title) => set('title', title)}
          max={LIVE_LIMITS.titleMax}
          placeholder={t`请输入直播标题`}
          testId="live-title"
        />
      </FormRow>
      <FormRow label={<Trans>直播封面</Trans>} inline hint={<Trans>建议16:9，图片会被压缩到200KB以内</Trans>}>
        <div
          className="anchor-cover"
          data-testid="live-cover"
          style={cover ? { backgroundImage: `url("${cover}")` } : undefined}
        >
          {cover ? null : <Trans>默认封面</Trans>}
        </div>
        <label className="button">
          <Trans>上传封面</Trans>
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="visually-hidden"
            data-testid="live-cover-input"
            onChange={(event) => {
              void pickCover(event.target.files?.[0])
              event.target.value = ''
            }}
          />
        </label>
        {cover ? (
          <button type="button" className="button" onClick={() => set('cover', null)}>
            <Trans>恢复默认</Trans>
          </button>
        ) : null}
      </FormRow>
      <FormRow label={<Trans>直播游戏</Trans>}>
        <GameSelect value={draft.gameId} onChange={(gameId) => set('gameId', gameId)} testId="live-game" />
      </FormRow>
      <FormRow label={<Trans>观看权限</Trans>} inline>
        <CheckboxRow checked={draft.paid} onChange={(paid) => set('paid', paid)} testId="live-paid">
          <Trans>付费直播（观众支付{LIVE_LIMITS.paidRoomPrice}金币解锁）</Trans>
        </CheckboxRow>
        <CheckboxRow checked={draft.loginOnly} onChange={(on) => set('loginOnly', on)} testId="live-login-only">
          <Trans>仅登录用户可观看</Trans>
        </CheckboxRow>
      </FormRow>
      <FormRow label={<Trans>聊天设置</Trans>} group>
        <div className="form-inline">
          <CheckboxRow checked={draft.chatOpen} onChange={(on) => set('chatOpen', on)} testId="live-chat-open">
            <Trans>开放聊天室</Trans>
          </CheckboxRow>
          <label className="form-inline">
            <Trans>慢速模式</Trans>
            <select
              className="form-input"
              data-testid="live-slow-mode"
              value={draft.slowModeSeconds}
              onChange={(event) => set('slowModeSeconds', Number(event.target.value))}
            >
              {LIVE_LIMITS.slowModeChoices.map((seconds) => (
                <option key={seconds} value={seconds}>
                  {seconds === 0 ? t({ message: '关闭', context: 'slow mode off' }) : t`每${seconds}秒一条`}
                </option>
              ))}
            </select>
          </label>
          <label className="form-inline">
            <Trans>最低发言等级</Trans>
            <input
              type="number"
              className="form-input"
              style={{ inlineSize: 80 }}
              data-testid="live-min-level"
              min={0}
              max={100}
              value={draft.chatMinLevel}
              onChange={(event) => set('chatMinLevel', Math.max(0, Math.min(100, Number(event.target.value) || 0)))}
            />
          </label>
        </div>
        <KeywordsField keywords={draft.keywords} onChange={(keywords) => set('keywords', keywords)} />
      </FormRow>
      <FormMessage notice={form.notice} testId="settings-message" />
      <FormActions>
        <button
          type="submit"
          className="button button-primary"
          data-testid="settings-save"
          disabled={form.busy || disabled}
        >
          <Trans>保存设置</Trans>
        </button>
      </FormActions>
    </form>
  )
}
