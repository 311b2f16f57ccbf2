import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { isLocale } from '../../../protocol/constants'
import { IDENTITY_LIMITS, realNameInputSchema, type SpendingState } from '../../../protocol/identity'
import { formatAmount } from '../../i18n/format'
import { FormMessage } from '../form/form-row'
import { useFormState } from '../form/use-form-state'
import type { Outcome } from '../login/login-types'
import { LoadNote, type LoadState } from './load-note'

type Props = {
  /** Null until the first answer reached the cache. */
  spending: SpendingState | null
  status: LoadState
  verify: (name: string, idNumber: string) => Outcome
}

/**
 * 实名与消费: the account's real-name check (a form until it passed) and, for adults, the spend limits with
 * what is left today and this month. Under GIFTING_RULES=off the operator's site applies neither.
 */
export function SpendingPanel({ spending, status, verify }: Props) {
  return (
    <>
      <LoadNote status={status} />
      {spending?.mode === 'off' ? (
        <div className="security" data-testid="spending-panel" data-mode="off">
          <p className="user-hint">
            <Trans>本站未启用实名认证和消费限额。</Trans>
          </p>
        </div>
      ) : spending ? (
        <div className="security" data-testid="spending-panel" data-mode={spending.mode}>
          <Identity spending={spending} verify={verify} />
          <Limits spending={spending} />
        </div>
      ) : null}
    </>
  )
}

function Identity({ spending, verify }: { spending: SpendingState; verify: Props['verify'] }) {
  const { identity } = spending
  const maskedName = identity.nameMasked ?? ''
  const maskedId = identity.idMasked ?? ''
  return (
    <section className="security-item" data-testid="identity" data-status={identity.status}>
      <h3>
        <Trans>实名认证</Trans>
      </h3>
      <p className="user-hint">
        <Trans>
          根据相关规定，充值、打赏、购买方案、开盲盒和进入付费直播间前需完成实名认证；未满 18 周岁的用户不能消费。
        </Trans>
      </p>
      {identity.status === 'verified' ? (
        <p data-testid="identity-verified">
          <Trans>
            已认证：{maskedName} {maskedId}
          </Trans>{' '}
          {/* Isolated, so the masked number and the age do not run together right to left. */}
          {identity.adult ? (
            <bdi className="user-message ok">
              <Trans>已满 18 周岁</Trans>
            </bdi>
          ) : (
            <bdi className="user-message" data-testid="identity-minor">
              <Trans>未满 18 周岁，不能消费</Trans>
            </bdi>
          )}
        </p>
      ) : (
        <RealNameForm
          attemptsLeft={identity.attemptsLeft}
          refused={identity.status === 'refused'}
          sample={spending.sampleIdNumber}
          verify={verify}
        />
      )}
    </section>
  )
}

function RealNameForm({
  attemptsLeft,
  refused,
  sample,
  verify,
}: {
  attemptsLeft: number
  refused: boolean
  sample: string | null
  verify: Props['verify']
}) {
  const { t } = useLingui()
  const [name, setName] = useState('')
  const [idNumber, setIdNumber] = useState('')
  const form = useFormState()
  const submit = () => {
    const fields = realNameInputSchema.shape
    if (
      !form.check([
        [fields.name, name],
        [fields.idNumber, idNumber],
      ])
    )
      return
    void form.run(() => verify(name.trim(), idNumber.trim()))
  }
  return (
    <form
      className="login-form security-form"
      data-testid="real-name-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      {refused ? (
        <p className="user-message" data-testid="identity-refused">
          <Trans>上次认证未通过：姓名与身份证号码不一致。</Trans>
        </p>
      ) : null}
      <div className="login-field">
        <input
          autoComplete="name"
          maxLength={IDENTITY_LIMITS.nameMax}
          placeholder={t`身份证上的姓名`}
          aria-label={t`姓名`}
          data-testid="real-name-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="login-field">
        <input
          inputMode="text"
          autoComplete="off"
          maxLength={18}
          placeholder={t`18 位身份证号码`}
          aria-label={t`身份证号码`}
          data-testid="real-name-id"
          value={idNumber}
          onChange={(event) => setIdNumber(event.target.value)}
        />
      </div>
      <p className="user-hint">
        <Trans>今天还可以认证 {attemptsLeft} 次。身份证号码只用于核验，本站不保存完整号码。</Trans>
      </p>
      {sample ? (
        <p className="user-hint" data-testid="real-name-sample">
          <Trans>本地开发环境：可用任意姓名和测试号码 {sample} 完成认证。</Trans>
        </p>
      ) : null}
      <FormMessage notice={form.notice} testId="real-name-error" />
      <button type="submit" className="button button-primary" disabled={form.busy || attemptsLeft === 0}>
        <Trans>提交认证</Trans>
      </button>
    </form>
  )
}

function Limits({ spending }: { spending: SpendingState }) {
  const { i18n, t } = useLingui()
  const rows = [
    { key: 'daily', label: t`今日`, spent: spending.spent.today, limit: spending.limits.daily },
    { key: 'monthly', label: t`本月`, spent: spending.spent.month, limit: spending.limits.monthly },
  ] as const
  return (
    <section className="security-item" data-testid="spend-limits">
      <h3>
        <Trans>消费限额</Trans>
      </h3>
      <p className="user-hint">
        <Trans>礼物、方案、盲盒和付费直播间的金币消费按北京时间的自然日和自然月计算。</Trans>
      </p>
      <dl className="spend-limits">
        {rows.map(({ key, label, spent, limit }) => {
          const locale = isLocale(i18n.locale) ? i18n.locale : 'zh_CN'
          const left = formatAmount(Math.max(0, limit - spent), locale)
          const used = formatAmount(spent, locale)
          const total = formatAmount(limit, locale)
          return (
            <div key={key} className="spend-limit" data-testid={`spend-${key}`} data-left={Math.max(0, limit - spent)}>
              <dt>{label}</dt>
              <dd>
                <meter min={0} max={Math.max(1, limit)} value={Math.min(spent, limit)} aria-label={label} />
                <span>
                  <Trans>
                    已用 {used} / {total} 金币，剩余 {left}
                  </Trans>
                </span>
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
