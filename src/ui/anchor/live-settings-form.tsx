import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { liveTitleSchema } from '../../../protocol/calls/anchor'
import { GAMES } from '../../../protocol/games'
import { LIVE_LIMITS, type LiveSettings } from '../../../protocol/live'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { gameNameById } from '../game-names'
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
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof SettingsChange>(key: K, value: SettingsChange[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))

  const pickCover = async (file: File | undefined) => {
    if (!file) return
    const result = await coverPicture(file)
    if (result.ok) {
      set('cover', result.dataUrl)
      setMessage(null)
    } else {
      setMessage({ text: i18n._(LIVE_MESSAGES.coverInvalid), ok: false })
    }
  }

  const save = async () => {
    const title = liveTitleSchema.safeParse(draft.title)
    if (!title.success) {
      const id = title.error.issues[0]?.message
      const descriptor = id === LIVE_MESSAGES.titleTooLong.id ? LIVE_MESSAGES.titleTooLong : LIVE_MESSAGES.titleRequired
      return setMessage({ text: i18n._(descriptor), ok: false })
    }
    setBusy(true)
    const refused = await onSave({ ...draft, title: title.data })
    setBusy(false)
    setMessage(refused ? { text: refused, ok: false } : { text: t`保存成功`, ok: true })
    if (!refused) setDraft((current) => ({ ...current, cover: undefined }))
  }

  const cover = draft.cover === undefined ? settings.cover : draft.cover
  return (
    <form
      className="anchor-form"
      data-testid="live-settings-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <label className="anchor-row">
        <span className="anchor-label">
          <Trans>直播标题</Trans>
        </span>
        <span className="anchor-field">
          <input
            className="anchor-input"
            data-testid="live-title"
            value={draft.title}
            maxLength={LIVE_LIMITS.titleMax}
            placeholder={t`请输入直播标题`}
            onChange={(event) => set('title', event.target.value)}
          />
          <span className="anchor-hint">
            {draft.title.length}/{LIVE_LIMITS.titleMax}
          </span>
        </span>
      </label>
      <div className="anchor-row">
        <span className="anchor-label">
          <Trans>直播封面</Trans>
        </span>
        <div className="anchor-field">
          <div className="anchor-inline">
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
          </div>
          <span className="anchor-hint">
            <Trans>建议16:9，图片会被压缩到200KB以内</Trans>
          </span>
        </div>
      </div>
      <label className="anchor-row">
        <span className="anchor-label">
          <Trans>直播游戏</Trans>
        </span>
        <span className="anchor-field">
          <select
            className="anchor-input"
            data-testid="live-game"
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
      <div className="anchor-row">
        <span className="anchor-label">
          <Trans>观看权限</Trans>
        </span>
        <div className="anchor-field anchor-inline">
          <label className="anchor-inline">
            <input
              type="checkbox"
              data-testid="live-paid"
              checked={draft.paid}
              onChange={(event) => set('paid', event.target.checked)}
            />
            <Trans>付费直播（观众支付{LIVE_LIMITS.paidRoomPrice}金币解锁）</Trans>
          </label>
          <label className="anchor-inline">
            <input
              type="checkbox"
              data-testid="live-login-only"
              checked={draft.loginOnly}
              onChange={(event) => set('loginOnly', event.target.checked)}
            />
            <Trans>仅登录用户可观看</Trans>
          </label>
        </div>
      </div>
      <div className="anchor-row">
        <span className="anchor-label">
          <Trans>聊天设置</Trans>
        </span>
        <div className="anchor-field">
          <div className="anchor-inline">
            <label className="anchor-inline">
              <input
                type="checkbox"
                data-testid="live-chat-open"
                checked={draft.chatOpen}
                onChange={(event) => set('chatOpen', event.target.checked)}
              />
              <Trans>开放聊天室</Trans>
            </label>
            <label className="anchor-inline">
              <Trans>慢速模式</Trans>
              <select
                className="anchor-input"
                data-testid="live-slow-mode"
                value={draft.slowModeSeconds}
                onChange={(event) => set('slowModeSeconds', Number(event.target.value))}
              >
                {LIVE_LIMITS.slowModeChoices.map((seconds) => (
                  <option key={seconds} value={seconds}>
                    {seconds === 0 ? t`关闭` : t`每${seconds}秒一条`}
                  </option>
                ))}
              </select>
            </label>
            <label className="anchor-inline">
              <Trans>最低发言等级</Trans>
              <input
                type="number"
                className="anchor-input"
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
        </div>
      </div>
      <p className={message?.ok ? 'anchor-message ok' : 'anchor-message'} role="status" data-testid="settings-message">
        {message?.text ?? ''}
      </p>
      <div className="anchor-actions">
        <button type="submit" className="button button-primary" data-testid="settings-save" disabled={busy || disabled}>
          <Trans>保存设置</Trans>
        </button>
      </div>
    </form>
  )
}
