import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { UserDataStatus } from '../../../protocol/auth'
import { LOCALES } from '../../../protocol/constants'
import { GAMES } from '../../../protocol/games'
import { NATIVE_LOCALE_NAMES } from '../../i18n/locale-names'
import { CheckboxRow } from '../form/checkbox-row'
import { FormActions, FormMessage, FormRow } from '../form/form-row'
import { useFormState } from '../form/use-form-state'
import { gameName } from '../game-names'

type Props = {
  preferences: UserDataStatus
  onSave: (preferences: UserDataStatus) => Promise<string | null>
}

/** Preferences: interface language, favourite games, notifications. */
export function PreferencesForm({ preferences, onSave }: Props) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState(preferences)
  const form = useFormState()
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
      className="form"
      data-testid="preferences-form"
      onSubmit={(event) => {
        event.preventDefault()
        void form.run(() => onSave(draft), t`保存成功`)
      }}
    >
      <FormRow label={<Trans>界面语言</Trans>}>
        <select
          className="form-input"
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
      </FormRow>
      <FormRow label={<Trans>喜欢的游戏</Trans>} group>
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
      </FormRow>
      <FormRow label={<Trans>通知</Trans>} group>
        {notices.map(([key, label]) => (
          <CheckboxRow key={key} checked={draft.notifications[key]} onChange={(on) => setNotice(key, on)}>
            {label}
          </CheckboxRow>
        ))}
      </FormRow>
      <FormMessage notice={form.notice} testId="preferences-message" />
      <FormActions>
        <button type="submit" className="button button-primary" data-testid="preferences-save" disabled={form.busy}>
          <Trans>保存</Trans>
        </button>
      </FormActions>
    </form>
  )
}
