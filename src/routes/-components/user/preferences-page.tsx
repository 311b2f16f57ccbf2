import { Trans } from '@lingui/react/macro'
import type { UserDataStatus } from '../../../../protocol/auth'
import { isLocale } from '../../../../protocol/constants'
import { usePreferences } from '../../../db/queries/account'
import { switchLocale } from '../../../i18n/activate'
import { usePreferencesInterest } from '../../../streams/account/account-interest'
import { savePreferences } from '../../../streams/account/user-actions'
import { LoadNote } from '../../../ui/user/load-note'
import { PreferencesForm } from '../../../ui/user/preferences-form'
import { UserPanel } from '../../../ui/user/user-layout'
import { OwnPage } from './own-page'

/** /userInfo/preferences: locale, favourite games, notifications, kept on the server. */
export function PreferencesPage() {
  return <OwnPage active="preferences">{(user) => <Preferences uid={user.uid} />}</OwnPage>
}

async function save(preferences: UserDataStatus): Promise<string | null> {
  const refused = await savePreferences(preferences)
  // The chosen language applies at once, as the header's switcher would.
  if (refused === null && isLocale(preferences.locale)) await switchLocale(preferences.locale)
  return refused
}

function Preferences({ uid }: { uid: number }) {
  const { status } = usePreferencesInterest(uid)
  const preferences = usePreferences()
  return (
    <UserPanel title={<Trans>偏好设置</Trans>} testId="preferences-page">
      <LoadNote status={status} />
      {preferences ? <PreferencesForm preferences={preferences} onSave={save} /> : null}
    </UserPanel>
  )
}
