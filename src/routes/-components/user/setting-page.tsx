import { Trans } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { User } from '../../../../protocol/auth'
import { sendCode } from '../../../streams/account/session-hooks'
import {
  bindEmail,
  changePassword,
  requestDeletion,
  saveProfile,
  sendEmailCode,
} from '../../../streams/account/user-actions'
import { ProfileForm } from '../../../ui/user/profile-form'
import { type SecurityActions, SecurityPanel } from '../../../ui/user/security-panel'
import { OwnPage } from './own-page'

const route = getRouteApi('/userInfo/setting')

/** /userInfo/setting: basic info (avatar, nickname, signature) and the security centre (?tab=security). */
export function SettingPage() {
  const { tab } = route.useSearch()
  const navigate = route.useNavigate()
  const select = (next: 'basic' | 'security') =>
    void navigate({ search: { tab: next === 'basic' ? undefined : next }, replace: true })
  return (
    <OwnPage active="setting">
      {(user) => (
        <section className="panel user-panel">
          <div className="user-tabs" role="tablist">
            <button type="button" role="tab" aria-selected={tab !== 'security'} onClick={() => select('basic')}>
              <Trans>基本资料</Trans>
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'security'}
              data-testid="security-tab"
              onClick={() => select('security')}
            >
              <Trans>安全中心</Trans>
            </button>
          </div>
          <div className="user-panel-body">
            {tab === 'security' ? (
              <Security user={user} />
            ) : (
              <ProfileForm key={user.uid} user={user} onSave={saveProfile} />
            )}
          </div>
        </section>
      )}
    </OwnPage>
  )
}

function Security({ user }: { user: User }) {
  const actions = useMemo<SecurityActions>(
    () => ({ sendPhoneCode: sendCode, changePassword, sendEmailCode, bindEmail, requestDeletion }),
    [],
  )
  return <SecurityPanel user={user} actions={actions} />
}
