import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { UserDataStatus } from '../../../protocol/auth'
import { LOCALES } from '../../../protocol/constants'
import { GAMES } from '../../../protocol/games'
import { NATIVE_LOCALE_NAMES } from '../../i18n/locale-names'
import { gameName } from '../game-names'

type Props = {
  preferences: UserDataStatus
  onSave: (preferences: UserDataStatus) => Promise<string | null>
}

/** Preferences: interface language, favourite games, notifications. */
export function PreferencesForm({ preferences, onSave }: Props) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState(preferences)
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null)
  useEffect(() => setDraft(preferences), [preferences])

  const toggleGame = (gameId: number) =>
    setDraft((d) => ({
      ...d,
      favouriteGames: d.favouriteGames.includes(gameId)
        ? d.favouriteGames.filter((id) => id !== gameId)
        : [...d.favouriteGames, gameId],
    }))
  const setNotice = (key: keyof UserDataStatus['notifications'], on: boolean) =>
    setDraft((d) => ({ ...d, notifications: { ...d.notifications, [key]: on } }))
  const notices: [keyof UserDataStatus['notifications'], string][] = [
    ['matchStart', t`关注的比赛开始时提醒我`],
    ['followedAnchorLive', t`关注的主播开播时提醒我`],
    ['planPublished', t`关注的专家发布方案时提醒我`],
  ]

  return (
    <form
      className="user-form"
      data-testid="preferences-form"
      onSubmit={(event) => {
        event.preventDefault()
        void onSave(draft).then((refused) =>
          setMessage(refused ? { text: refused, ok: false } : { text: t`保存成功`, ok: true }),
        )
      }}
    >
      <label className="user-form-row">
        <span className="user-form-label">
          <Trans>界面语言</Trans>
        </span>
        <select
          className="user-input"
          data-testid="preferred-locale"
          value={draft.locale ?? ''}
          onChange={(event) => setDraft((d) => ({ ...d, locale: event.target.value || null }))}
        >
          <option value="">{t`跟随浏览器`}</option>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {NATIVE_LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="user-form-row">
        <legend className="user-form-label">
          <Trans>喜欢的游戏</Trans>
        </legend>
        <div className="chip-group">
          {GAMES.map((game) => (
            <label key={game.gameId} className="chip">
              <input
                type="checkbox"
                checked={draft.favouriteGames.includes(game.gameId)}
                onChange={() => toggleGame(game.gameId)}
              />
              {gameName(game.slug, i18n)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="user-form-row">
        <legend className="user-form-label">
          <Trans>通知</Trans>
        </legend>
        <div className="check-group">
          {notices.map(([key, label]) => (
            <label key={key}>
              <input
                type="checkbox"
                checked={draft.notifications[key]}
                onChange={(e) => setNotice(key, e.target.checked)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {message ? (
        <p className={message.ok ? 'user-message ok' : 'user-message'} role="status" data-testid="preferences-message">
          {message.text}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" data-testid="preferences-save">
        <Trans>保存</Trans>
      </button>
    </form>
  )
}
