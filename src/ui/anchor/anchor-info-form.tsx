import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { anchorInfoSchema } from '../../../protocol/calls/anchor'
import { LIMITS } from '../../../protocol/constants'
import { LIVE_LIMITS } from '../../../protocol/live'
import { MESSAGES, type MessageDescriptor } from '../../../protocol/messages'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { CountedInput } from '../form/counted-input'
import { FormActions, FormMessage, FormRow } from '../form/form-row'
import { useFormState } from '../form/use-form-state'
import { type EncodeResult, pictureKey, squarePicture } from './encode-image'
import { ProfilePreview } from './profile-preview'
import './anchor-info-form.css'

export type AnchorInfo = { shortIntro: string; detailIntro: string; pictures: string[] }

type Props = {
  /** What is saved now (the form starts from it). */
  saved: AnchorInfo
  name: string
  avatar: string | null
  onSave: (info: AnchorInfo) => Promise<string | null>
}

const LIVE_BY_ID = new Map<string, MessageDescriptor>(Object.values(LIVE_MESSAGES).map((d) => [d.id, d]))

/** §3 Anchor profile: short and detailed introduction (not empty), up to 3 square pictures, with a preview. */
export function AnchorInfoForm({ saved, name, avatar, onSave }: Props) {
  const { t, i18n } = useLingui()
  const [info, setInfo] = useState<AnchorInfo>(saved)
  const form = useFormState()

  const reasons: Record<Exclude<EncodeResult, { ok: true }>['reason'], string> = {
    type: t`请选择PNG、JPEG或WebP格式的图片`,
    tooLarge: t`图片太大，请换一张图片`,
    unreadable: t`无法读取该图片`,
  }

  const add = async (file: File | undefined) => {
    if (!file || info.pictures.length >= LIMITS.anchorDetailPicturesMax) return
    const result = await squarePicture(file)
    if (!result.ok) return form.fail(reasons[result.reason])
    form.clear()
    // The same picture twice adds nothing (and would give two list items one key).
    setInfo((current) =>
      current.pictures.includes(result.dataUrl)
        ? current
        : { ...current, pictures: [...current.pictures, result.dataUrl] },
    )
  }

  const save = async () => {
    const checked = anchorInfoSchema.safeParse(info)
    if (!checked.success) {
      const descriptor = LIVE_BY_ID.get(checked.error.issues[0]?.message ?? '') ?? MESSAGES.badRequest
      return form.fail(i18n._(descriptor))
    }
    return form.run(() => onSave(checked.data), t`保存成功`)
  }

  return (
    <div className="form" data-testid="anchor-info">
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <FormRow label={<Trans>简短介绍</Trans>}>
          <CountedInput
            value={info.shortIntro}
            onChange={(shortIntro) => setInfo({ ...info, shortIntro })}
            max={LIVE_LIMITS.introShortMax}
            testId="info-short"
          />
        </FormRow>
        <FormRow label={<Trans>详细介绍</Trans>}>
          <CountedInput
            value={info.detailIntro}
            onChange={(detailIntro) => setInfo({ ...info, detailIntro })}
            max={LIVE_LIMITS.introDetailMax}
            rows={5}
            testId="info-detail"
          />
        </FormRow>
        <FormRow
          label={<Trans>详情图片</Trans>}
          group
          hint={<Trans>最多3张，图片会被裁剪为正方形并压缩到200KB以内</Trans>}
        >
          <div className="anchor-pictures" data-testid="info-pictures">
            {info.pictures.map((src, index) => (
              <div className="anchor-picture" key={pictureKey(src)}>
                <img src={src} alt="" />
                <button
                  type="button"
                  aria-label={t`删除图片`}
                  onClick={() => setInfo({ ...info, pictures: info.pictures.filter((_, i) => i !== index) })}
                >
                  ×
                </button>
              </div>
            ))}
            {info.pictures.length < LIMITS.anchorDetailPicturesMax ? (
              <label className="anchor-picture-add">
                <Trans>+ 添加图片</Trans>
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  className="visually-hidden"
                  data-testid="info-picture-input"
                  onChange={(event) => {
                    void add(event.target.files?.[0])
                    event.target.value = ''
                  }}
                />
              </label>
            ) : null}
          </div>
        </FormRow>
        <FormMessage notice={form.notice} testId="info-message" />
        <FormActions>
          <button type="submit" className="button button-primary" data-testid="info-save" disabled={form.busy}>
            <Trans>保存</Trans>
          </button>
        </FormActions>
      </form>
      <h3 className="form-hint">
        <Trans>主页预览</Trans>
      </h3>
      <ProfilePreview name={name} avatar={avatar} info={info} />
    </div>
  )
}
