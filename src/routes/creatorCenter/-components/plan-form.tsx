import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { planInputSchema } from '../../../../protocol/calls/expert'
import {
  type ContentBlock,
  EXPERT_LIMITS,
  PLAY_RULES,
  type PlanDetail,
  type PlanPick,
  type PlayLevel,
  type PlayType,
  playFamily,
  playRuleOf,
} from '../../../../protocol/experts'
import { gameById } from '../../../../protocol/games'
import { EXPERT_MESSAGES } from '../../../../protocol/messages/expert'
import { useExpertCache } from '../../../db/queries/experts'
import { formatDayTime } from '../../../i18n/format'
import { submitPlan } from '../../../streams/experts/expert-actions'
import { expertKeys, expertLoads, useExpertInterest } from '../../../streams/experts/expert-loads'
import { coverPicture, pictureKey } from '../../../ui/anchor/encode-image'
import { firstPeriodLabel, levelLabel, pickChoiceLabel, playTypeLabel } from '../../../ui/expert/plan-labels'
import { CheckboxRow } from '../../../ui/form/checkbox-row'
import { CountedInput } from '../../../ui/form/counted-input'
import { firstError } from '../../../ui/form/field-error'
import { FormActions, FormMessage, FormRow } from '../../../ui/form/form-row'
import { GameSelect } from '../../../ui/form/game-select'
import { useFormState } from '../../../ui/form/use-form-state'

type Draft = {
  gameId: number
  matchId: string
  title: string
  playLevel: PlayLevel
  playType: PlayType | ''
  line: string
  pick: PlanPick | ''
  odds: string
  price: string
  firstOrder: boolean
  firstOrderPrice: string
  refundIfMiss: boolean
  cover: string
  content: ContentBlock[]
}

const emptyDraft = (gameId: number): Draft => ({
  gameId,
  matchId: '',
  title: '',
  playLevel: 'full',
  playType: '',
  line: '',
  pick: '',
  odds: '1.90',
  price: '0',
  firstOrder: false,
  firstOrderPrice: '',
  refundIfMiss: true,
  cover: '',
  content: [{ type: 'text', text: '' }],
})

/** The form filled from a plan that was not published (to change and submit again). */
const draftOf = (plan: PlanDetail): Draft => ({
  gameId: plan.gameId,
  matchId: plan.matchId,
  title: plan.title,
  playLevel: plan.prediction?.playLevel ?? plan.playLevel,
  playType: plan.prediction?.playType ?? plan.playType,
  line: plan.prediction?.line === null || plan.prediction === null ? '' : String(plan.prediction.line),
  pick: plan.prediction?.pick ?? '',
  odds: String(plan.odds),
  price: String(plan.price),
  firstOrder: plan.firstOrderPrice !== null,
  firstOrderPrice: plan.firstOrderPrice === null ? '' : String(plan.firstOrderPrice),
  refundIfMiss: plan.refundIfMiss,
  cover: plan.cover ?? '',
  content: plan.content ?? [{ type: 'text', text: '' }],
})

const numberOr = (text: string, fallback: number) => (text.trim() === '' ? fallback : Number(text))

/** The plan as the call takes it, from the form's text fields. */
function toInput(draft: Draft, planId: number | undefined) {
  const rule = draft.playType === '' ? null : playRuleOf(draft.gameId, draft.playType)
  return {
    ...(planId === undefined ? {} : { planId }),
    gameId: draft.gameId,
    matchId: draft.matchId,
    title: draft.title.trim(),
    playLevel: draft.playLevel,
    playType: draft.playType,
    line: rule && rule.line !== 'none' ? numberOr(draft.line, Number.NaN) : null,
    pick: draft.pick,
    odds: numberOr(draft.odds, Number.NaN),
    price: numberOr(draft.price, Number.NaN),
    firstOrderPrice: draft.firstOrder ? numberOr(draft.firstOrderPrice, Number.NaN) : null,
    refundIfMiss: draft.refundIfMiss,
    cover: draft.cover,
    content: draft.content.filter((block) => block.type === 'image' || block.text.trim() !== ''),
  }
}

/**
 * §5 plan form: every rule checked here with the protocol's schema, and again by the server. With
 * `initial` it changes a plan that was not published (under review or did not pass) and submits it again.
 */
export function PlanForm({ initial, onDone }: { initial?: PlanDetail; onDone: () => void }) {
  const { i18n, t } = useLingui()
  const [draft, setDraft] = useState<Draft>(() => (initial ? draftOf(initial) : emptyDraft(202)))
  const form = useFormState()
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }))
  useExpertInterest(
    `creatorMatches:${draft.gameId}`,
    expertLoads.creatorMatches(draft.gameId),
    expertLoads.components(),
  )
  const matches = useExpertCache('creatorMatches', expertKeys.creatorMatches(draft.gameId))
  const components = useExpertCache('components', expertKeys.components())
  const match = matches?.list.find((m) => m.matchId === draft.matchId)
  const teams = { homeName: match?.homeName ?? t`主队`, guestName: match?.guestName ?? t`客队` }
  const game = gameById(draft.gameId)
  const plays = game ? (Object.keys(PLAY_RULES[playFamily(game.kind)]) as PlayType[]) : []
  const rule = draft.playType === '' ? null : playRuleOf(draft.gameId, draft.playType)

  const picture = async (file: File | undefined, use: (dataUrl: string) => void) => {
    if (!file) return
    const encoded = await coverPicture(file)
    if (encoded.ok) use(encoded.dataUrl)
    else form.fail(i18n._(EXPERT_MESSAGES.imageInvalid))
  }
  const setBlock = (index: number, block: ContentBlock | null) =>
    setDraft((d) => ({
      ...d,
      content:
        block === null ? d.content.filter((_, i) => i !== index) : d.content.map((b, i) => (i === index ? block : b)),
    }))
  const addBlock = (block: ContentBlock) => setDraft((d) => ({ ...d, content: [...d.content, block] }))

  const submit = async () => {
    const input = toInput(draft, initial?.id)
    const failure = firstError(planInputSchema, input)
    if (failure) return form.fail(i18n._(failure))
    const done = await form.run(
      async () => (await submitPlan(planInputSchema.parse(input))).refused,
      i18n._(EXPERT_MESSAGES.planSubmitted),
    )
    if (done) {
      setDraft(emptyDraft(draft.gameId))
      onDone()
    }
  }

  return (
    <form
      className="form"
      data-testid="plan-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <FormRow label={<Trans>项目</Trans>}>
        <GameSelect
          value={draft.gameId}
          onChange={(gameId) =>
            setDraft((d) => ({ ...emptyDraft(gameId), title: d.title, content: d.content, cover: d.cover }))
          }
          testId="plan-game"
        />
      </FormRow>
      <FormRow label={<Trans>赛事</Trans>} hint={<Trans>只能选择10分钟后至7天内开赛的比赛，每场最多3个方案</Trans>}>
        <select
          className="form-input"
          data-testid="plan-match"
          value={draft.matchId}
          onChange={(e) => set('matchId', e.target.value)}
        >
          <option value="">{matches === undefined ? t`加载中…` : t`请选择赛事`}</option>
          {initial && draft.matchId === initial.matchId && !matches?.list.some((m) => m.matchId === initial.matchId) ? (
            <option
              value={initial.matchId}
            >{`${formatDayTime(initial.matchTime)} ${initial.homeName} vs ${initial.guestName}`}</option>
          ) : null}
          {matches?.list.map((m) => (
            <option key={m.matchId} value={m.matchId} disabled={m.plans >= EXPERT_LIMITS.plansPerMatch}>
              {`${formatDayTime(m.startTime)} ${m.leagueName} ${m.homeName} vs ${m.guestName}`}
              {m.plans > 0 ? t`（已发${m.plans}个）` : ''}
            </option>
          ))}
        </select>
      </FormRow>
      <FormRow label={<Trans>玩法</Trans>} inline>
        <select
          className="form-input"
          data-testid="plan-level"
          value={draft.playLevel}
          onChange={(e) => set('playLevel', e.target.value as PlayLevel)}
        >
          <option value="full">{levelLabel('full', i18n)}</option>
          <option value="first">{firstPeriodLabel(draft.gameId, i18n)}</option>
        </select>
        <select
          className="form-input"
          data-testid="plan-play"
          value={draft.playType}
          onChange={(e) => setDraft((d) => ({ ...d, playType: e.target.value as PlayType, pick: '', line: '' }))}
        >
          <option value="">{t`请选择玩法`}</option>
          {plays.map((play) => (
            <option key={play} value={play}>
              {playTypeLabel(play, i18n)}
            </option>
          ))}
        </select>
        {rule && rule.line !== 'none' ? (
          <input
            className="form-input"
            type="number"
            step={0.5}
            data-testid="plan-line"
            placeholder={rule.line === 'handicap' ? t`主队让分，如 -1.5` : t`大小盘口，如 2.5`}
            value={draft.line}
            onChange={(e) => set('line', e.target.value)}
          />
        ) : null}
      </FormRow>
      <FormRow label={<Trans>预测结果</Trans>}>
        <select
          className="form-input"
          data-testid="plan-pick"
          value={draft.pick}
          onChange={(e) => set('pick', e.target.value as PlanPick)}
        >
          <option value="">{t`请选择预测结果`}</option>
          {rule?.picks.map((pick) => (
            <option key={pick} value={pick}>
              {pickChoiceLabel(pick, teams, i18n)}
            </option>
          ))}
        </select>
      </FormRow>
      <FormRow label={<Trans>参考赔率</Trans>} hint={<Trans>用于计算回报率（1.10至10.00）</Trans>}>
        <input
          className="form-input"
          type="number"
          step={0.01}
          min={EXPERT_LIMITS.oddsMin}
          max={EXPERT_LIMITS.oddsMax}
          data-testid="plan-odds"
          value={draft.odds}
          onChange={(e) => set('odds', e.target.value)}
        />
      </FormRow>
      <FormRow label={<Trans>方案标题</Trans>}>
        <CountedInput
          value={draft.title}
          onChange={(v) => set('title', v)}
          max={EXPERT_LIMITS.titleMax}
          testId="plan-title"
        />
      </FormRow>
      <FormRow label={<Trans>价格（金币）</Trans>} inline hint={<Trans>0为免费方案</Trans>}>
        <input
          className="form-input"
          type="number"
          min={0}
          max={EXPERT_LIMITS.priceMax}
          data-testid="plan-price"
          value={draft.price}
          onChange={(e) => set('price', e.target.value)}
        />
        <CheckboxRow checked={draft.firstOrder} onChange={(on) => set('firstOrder', on)} testId="plan-first-order">
          <Trans>首单优惠</Trans>
        </CheckboxRow>
        {draft.firstOrder ? (
          <input
            className="form-input"
            type="number"
            min={0}
            data-testid="plan-first-order-price"
            placeholder={t`首单价`}
            value={draft.firstOrderPrice}
            onChange={(e) => set('firstOrderPrice', e.target.value)}
          />
        ) : null}
        <CheckboxRow checked={draft.refundIfMiss} onChange={(on) => set('refundIfMiss', on)} testId="plan-refund">
          <Trans>不中退款</Trans>
        </CheckboxRow>
      </FormRow>
      <FormRow label={<Trans>封面图片</Trans>} hint={<Trans>PNG、JPEG或WebP，会压缩到200KB以内</Trans>}>
        <span className="content-tools">
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            data-testid="plan-cover"
            onChange={(e) => {
              void picture(e.target.files?.[0], (src) => set('cover', src))
              e.target.value = ''
            }}
          />
          {draft.cover ? <img className="plan-cover" src={draft.cover} alt="" width={120} height={68} /> : null}
        </span>
      </FormRow>
      <FormRow label={<Trans>方案内容</Trans>} group hint={<Trans>原创分析，图文并茂；至少20个字，最多3张图片</Trans>}>
        <div className="content-editor">
          {draft.content.map((block, index) => (
            <div
              className="content-block"
              key={block.type === 'text' ? `t${index}` : `i${index}:${pictureKey(block.src)}`}
            >
              {block.type === 'text' ? (
                <textarea
                  className="form-input"
                  rows={4}
                  maxLength={EXPERT_LIMITS.contentTextMax}
                  data-testid="plan-content-text"
                  value={block.text}
                  onChange={(e) => setBlock(index, { type: 'text', text: e.target.value })}
                />
              ) : (
                <img src={block.src} alt="" />
              )}
              <button type="button" className="button" onClick={() => setBlock(index, null)}>
                <Trans>移除</Trans>
              </button>
            </div>
          ))}
          <div className="content-tools">
            <button type="button" className="button" onClick={() => addBlock({ type: 'text', text: '' })}>
              <Trans>添加段落</Trans>
            </button>
            <label className="button">
              <Trans>插入图片</Trans>
              <input
                type="file"
                hidden
                accept="image/png,image/jpeg,image/webp"
                data-testid="plan-content-image"
                onChange={(e) => {
                  void picture(e.target.files?.[0], (src) => addBlock({ type: 'image', src }))
                  e.target.value = ''
                }}
              />
            </label>
            {components && components.list.length > 0 ? (
              <select
                className="form-input"
                value=""
                data-testid="plan-insert-component"
                onChange={(e) => {
                  const component = components.list.find((c) => String(c.id) === e.target.value)
                  if (component)
                    addBlock(
                      component.kind === 'image'
                        ? { type: 'image', src: component.body }
                        : { type: 'text', text: component.body },
                    )
                }}
              >
                <option value="">{t`插入组件`}</option>
                {components.list.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </select>
            ) : null}
          </div>
        </div>
      </FormRow>
      <FormMessage notice={form.notice} testId="plan-form-message" />
      <FormActions>
        <button type="submit" className="button button-primary" disabled={form.busy} data-testid="plan-submit">
          <Trans>提交审核</Trans>
        </button>
      </FormActions>
    </form>
  )
}
