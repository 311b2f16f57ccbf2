import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { z } from 'zod'
import { COMPLAINT_REASONS, complaintInput, cooperationInput, type Ticket } from '../../../protocol/calls/site'
import { FormActions, FormMessage, FormRow } from '../form/form-row'
import { useFormState } from '../form/use-form-state'
import './site.css'

/** What a ticket form's submit answers: the ticket, or the server's message when it refused. */
export type TicketAnswer = { ticket: Ticket | null; refused: string | null }

const REASONS: Record<(typeof COMPLAINT_REASONS)[number], MessageDescriptor> = {
  infringement: msg`侵犯著作权或其他权利`,
  illegal: msg`违法违规内容`,
  fraud: msg`诈骗或赌博`,
  abuse: msg`辱骂、骚扰`,
  privacy: msg`泄露个人隐私`,
  other: msg`其他`,
}

/** The number the sender quotes afterwards, once the ticket is open. */
function Confirmation({ ticket }: { ticket: Ticket }) {
  return (
    <div className="ticket-confirmation" role="status" data-testid="ticket-confirmation">
      <p>
        <Trans>提交成功，我们会尽快处理并通过您留下的联系方式回复。</Trans>
      </p>
      <p>
        <Trans>工单号</Trans> <strong data-testid="ticket-no">{ticket.ticketNo}</strong>
      </p>
    </div>
  )
}

/**
 * A ticket form's state: the draft, checked against the call's schema on submit, sent, and the ticket once
 * the server opens one (the form then gives way to its confirmation).
 */
function useTicketForm<S extends z.ZodType<Record<string, unknown>>, D extends Record<string, string>>(
  schema: S,
  empty: D,
  onSubmit: (input: z.infer<S>) => Promise<TicketAnswer>,
) {
  const form = useFormState()
  const [ticket, setTicket] = useState<Ticket | null>(null)
  const [draft, setDraft] = useState<D>(empty)
  const set = (key: keyof D, value: string) => setDraft((current) => ({ ...current, [key]: value }))
  const submit = async () => {
    if (!form.check([[schema, draft]])) return
    const input = schema.parse(draft)
    await form.run(async () => {
      const answer = await onSubmit(input)
      if (answer.ticket) setTicket(answer.ticket)
      return answer.refused
    })
  }
  return { form, ticket, draft, set, submit }
}

type Draft = { name: string; contact: string; subject: string; reason: string; message: string }

/** §2 /protocol/complaint: who complains, how to answer them, about what, why, and the details. */
export function ComplaintForm({
  onSubmit,
}: {
  onSubmit: (input: z.infer<typeof complaintInput>) => Promise<TicketAnswer>
}) {
  const { i18n, t } = useLingui()
  const { form, ticket, draft, set, submit } = useTicketForm(
    complaintInput,
    { name: '', contact: '', subject: '', reason: '', message: '' } satisfies Draft,
    onSubmit,
  )
  if (ticket) return <Confirmation ticket={ticket} />
  return (
    <form
      className="form"
      data-testid="complaint-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <FormRow label={<Trans>姓名或机构</Trans>}>
        <input
          className="form-input"
          data-testid="ticket-name"
          value={draft.name}
          maxLength={50}
          autoComplete="name"
          onChange={(e) => set('name', e.target.value)}
        />
      </FormRow>
      <FormRow label={<Trans>联系方式</Trans>} hint={<Trans>手机号码或电子邮箱，用于回复您</Trans>}>
        <input
          className="form-input"
          data-testid="ticket-contact"
          value={draft.contact}
          maxLength={100}
          onChange={(e) => set('contact', e.target.value)}
        />
      </FormRow>
      <FormRow label={<Trans>投诉对象</Trans>} hint={<Trans>页面链接或内容描述</Trans>}>
        <input
          className="form-input"
          data-testid="ticket-subject"
          value={draft.subject}
          maxLength={500}
          onChange={(e) => set('subject', e.target.value)}
        />
      </FormRow>
      <FormRow label={<Trans>投诉原因</Trans>}>
        <select
          className="form-input"
          data-testid="ticket-reason"
          value={draft.reason}
          onChange={(e) => set('reason', e.target.value)}
        >
          <option value="">{t`请选择`}</option>
          {COMPLAINT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {i18n._(REASONS[reason])}
            </option>
          ))}
        </select>
      </FormRow>
      <FormRow label={<Trans>具体说明</Trans>} hint={<Trans>10–2000字</Trans>}>
        <textarea
          className="form-input"
          data-testid="ticket-message"
          rows={6}
          value={draft.message}
          maxLength={2000}
          onChange={(e) => set('message', e.target.value)}
        />
      </FormRow>
      <FormMessage notice={form.notice} testId="ticket-error" />
      <FormActions>
        <button type="submit" className="button button-primary" data-testid="ticket-submit" disabled={form.busy}>
          <Trans>提交</Trans>
        </button>
      </FormActions>
    </form>
  )
}

type CooperationDraft = { name: string; contact: string; company: string; message: string }

/** §2 /protocol/cooperation: who, how to reach them, their company, what they propose. */
export function CooperationForm({
  onSubmit,
}: {
  onSubmit: (input: z.infer<typeof cooperationInput>) => Promise<TicketAnswer>
}) {
  const { form, ticket, draft, set, submit } = useTicketForm(
    cooperationInput,
    { name: '', contact: '', company: '', message: '' } satisfies CooperationDraft,
    onSubmit,
  )
  if (ticket) return <Confirmation ticket={ticket} />
  return (
    <form
      className="form"
      data-testid="cooperation-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <FormRow label={<Trans>联系人</Trans>}>
        <input
          className="form-input"
          data-testid="ticket-name"
          value={draft.name}
          maxLength={50}
          autoComplete="name"
          onChange={(e) => set('name', e.target.value)}
        />
      </FormRow>
      <FormRow label={<Trans>联系方式</Trans>} hint={<Trans>手机号码或电子邮箱，用于回复您</Trans>}>
        <input
          className="form-input"
          data-testid="ticket-contact"
          value={draft.contact}
          maxLength={100}
          onChange={(e) => set('contact', e.target.value)}
        />
      </FormRow>
      <FormRow label={<Trans>公司或机构</Trans>}>
        <input
          className="form-input"
          data-testid="ticket-company"
          value={draft.company}
          maxLength={100}
          autoComplete="organization"
          onChange={(e) => set('company', e.target.value)}
        />
      </FormRow>
      <FormRow label={<Trans>合作意向</Trans>} hint={<Trans>10–2000字</Trans>}>
        <textarea
          className="form-input"
          data-testid="ticket-message"
          rows={6}
          value={draft.message}
          maxLength={2000}
          onChange={(e) => set('message', e.target.value)}
        />
      </FormRow>
      <FormMessage notice={form.notice} testId="ticket-error" />
      <FormActions>
        <button type="submit" className="button button-primary" data-testid="ticket-submit" disabled={form.busy}>
          <Trans>提交</Trans>
        </button>
      </FormActions>
    </form>
  )
}
