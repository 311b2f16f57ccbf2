import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { planComponentInputSchema } from '../../../../protocol/calls/expert'
import { EXPERT_LIMITS, type PlanComponent } from '../../../../protocol/experts'
import { EXPERT_MESSAGES } from '../../../../protocol/messages/expert'
import { useExpertCache } from '../../../db/queries/experts'
import { deleteComponent, saveComponent } from '../../../streams/experts/expert-actions'
import { expertKeys, expertLoads, useExpertInterest } from '../../../streams/experts/expert-loads'
import { coverPicture } from '../../../ui/anchor/encode-image'
import { CountedInput } from '../../../ui/form/counted-input'
import { FormActions, FormMessage, FormRow } from '../../../ui/form/form-row'
import { useFormState } from '../../../ui/form/use-form-state'
import { EmptyState } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { usePageTitle } from '../../-app/use-page-title'
import { CreatorCentre, CreatorPanel } from './creator-centre'

/** /creatorCenter/progComponent: reusable text and picture blocks and a signature, inserted into plans. */
export function ComponentsPage() {
  const { t } = useLingui()
  usePageTitle(t`内容组件`)
  return (
    <CreatorCentre active="components">
      <Components />
    </CreatorCentre>
  )
}

function Components() {
  const { t } = useLingui()
  const { status } = useExpertInterest('components', expertLoads.components())
  const components = useExpertCache('components', expertKeys.components())
  const kindLabel: Record<PlanComponent['kind'], string> = { text: t`文字`, signature: t`签名`, image: t`图片` }
  return (
    <>
      <CreatorPanel title={<Trans>新建组件</Trans>} testId="component-form-panel">
        <ComponentForm kindLabel={kindLabel} />
      </CreatorPanel>
      <CreatorPanel
        title={<Trans>我的组件</Trans>}
        testId="components"
        aside={<span className="form-hint">{`${components?.list.length ?? 0}/${EXPERT_LIMITS.componentsMax}`}</span>}
      >
        <LoadNote status={status} />
        {!components || components.list.length === 0 ? (
          <EmptyState>
            <Trans>保存常用的开场白、数据图或签名，写方案时一键插入</Trans>
          </EmptyState>
        ) : (
          <table className="plan-table">
            <tbody>
              {components.list.map((component) => (
                <tr key={component.id} data-testid="component-row">
                  <td>{kindLabel[component.kind]}</td>
                  <td>{component.name}</td>
                  <td>
                    {component.kind === 'image' ? (
                      <img className="plan-cover" src={component.body} alt="" width={120} height={68} />
                    ) : (
                      component.body
                    )}
                  </td>
                  <td>
                    <button type="button" className="button" onClick={() => void deleteComponent(component.id)}>
                      <Trans>删除</Trans>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CreatorPanel>
    </>
  )
}

function ComponentForm({ kindLabel }: { kindLabel: Record<PlanComponent['kind'], string> }) {
  const { i18n } = useLingui()
  const [kind, setKind] = useState<PlanComponent['kind']>('text')
  const [name, setName] = useState('')
  const [body, setBody] = useState('')
  const form = useFormState()
  const submit = async () => {
    const input = { kind, name: name.trim(), body }
    if (!form.check([[planComponentInputSchema, input]])) return
    if (await form.run(() => saveComponent(input))) {
      setName('')
      setBody('')
    }
  }
  return (
    <form
      className="form"
      noValidate
      data-testid="component-form"
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <FormRow label={<Trans>类型</Trans>}>
        <select
          className="form-input"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as PlanComponent['kind'])
            setBody('')
          }}
        >
          {(['text', 'signature', 'image'] as const).map((value) => (
            <option key={value} value={value}>
              {kindLabel[value]}
            </option>
          ))}
        </select>
      </FormRow>
      <FormRow label={<Trans>名称</Trans>}>
        <CountedInput value={name} onChange={setName} max={20} testId="component-name" />
      </FormRow>
      <FormRow label={<Trans>内容</Trans>}>
        {kind === 'image' ? (
          <span className="content-tools">
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={async (e) => {
                const file = e.target.files?.[0]
                if (!file) return
                const encoded = await coverPicture(file)
                if (encoded.ok) setBody(encoded.dataUrl)
                else form.fail(i18n._(EXPERT_MESSAGES.imageInvalid))
              }}
            />
            {body ? <img className="plan-cover" src={body} alt="" width={120} height={68} /> : null}
          </span>
        ) : (
          <CountedInput
            value={body}
            onChange={setBody}
            max={EXPERT_LIMITS.componentTextMax}
            rows={3}
            testId="component-body"
          />
        )}
      </FormRow>
      <FormMessage notice={form.notice} testId="component-message" />
      <FormActions>
        <button type="submit" className="button button-primary" disabled={form.busy}>
          <Trans>保存组件</Trans>
        </button>
      </FormActions>
    </form>
  )
}
