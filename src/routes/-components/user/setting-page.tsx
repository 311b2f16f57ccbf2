import { Trans } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { User } from '../../../../protocol/auth'
import { useSpending } from '../../../db/queries/account'
import { useSpendingInterest } from '../../../streams/account/account-interest'
import { sendCode } from '../../../streams/account/session-hooks'
import {
  bindEmail,
  changePassword,
  requestDeletion,
  saveProfile,
  sendEmailCode,
  verifyRealName,
} from '../../../streams/account/user-actions'
import { ProfileForm } from '../../../ui/user/profile-form'
import { type SecurityActions, SecurityPanel } from '../../../ui/user/security-panel'
import { SpendingPanel } from '../../../ui/user/spending-panel'
import { OwnPage } from './own-page'

/** ?tab=security opens the security centre, ?tab=spending the real-name check and spend limits. */
export type SettingSearch = { tab?: 'security' | 'spending' }

const route = getRouteApi('/userInfo/setting')

/**
 * /userInfo/setting: basic info (avatar, nickname, signature), the security centre (?tab=security) and the
 * real-name check with the spend limits (?tab=spending).
 */
export function SettingPage() {
  const { tab } = route.useSearch()
  const navigate = route.useNavigate()
  const select = (next: 'basic' | NonNullable<SettingSearch['tab']>) =>
    void navigate({ search: { tab: next === 'basic' ? undefined : next }, replace: true })
  return (
    <OwnPage active="setting">
      {(user) => (
        <section className="panel user-panel">
          <div className="user-tabs" role="tablist">
            <button type="button" role="tab" aria-selected={tab === undefined} onClick={() => select('basic')}>
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
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'spending'}
              data-testid="spending-tab"
              onClick={() => select('spending')}
            >
              <Trans>实名与消费</Trans>
            </button>
          </div>
          <div className="user-panel-body">
            {tab === 'security' ? (
              <Security user={user} />
            ) : tab === 'spending' ? (
              <Spending uid={user.uid} />
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

function Spending({ uid }: { uid: number }) {
  const { status } = useSpendingInterest(uid)
  const spending = useSpending()
  return <SpendingPanel spending={spending ?? null} status={status} verify={verifyRealName} />
}
