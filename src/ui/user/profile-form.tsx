import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { User } from '../../../protocol/auth'
import { CountedInput } from '../form/counted-input'
import { FormActions, FormMessage, FormRow } from '../form/form-row'
import { useFormState } from '../form/use-form-state'
import { Avatar } from './avatar'
import { cropAvatar } from './crop-avatar'

export type ProfileChange = { username?: string; signature?: string; avatar?: string | null }

type Props = {
  user: User
  /** Saves; resolves with the server's message when it refused, null when saved. */
  onSave: (change: ProfileChange) => Promise<string | null>
}

const USERNAME_MAX = 16
const SIGNATURE_MAX = 60

/** Basic info: avatar (cropped to a square on a canvas, at most 40 KB), nickname and signature. */
export function ProfileForm({ user, onSave }: Props) {
  const { t } = useLingui()
  const [username, setUsername] = useState(user.username)
  const [signature, setSignature] = useState(user.signature)
  const [avatar, setAvatar] = useState<string | null | undefined>(undefined)
  const form = useFormState()

  const pick = async (file: File | undefined) => {
    if (!file) return
    const result = await cropAvatar(file)
    if (result.ok) {
      setAvatar(result.dataUrl)
      form.clear()
    } else {
      const reasons = {
        type: t`请选择PNG、JPEG或WebP格式的图片`,
        tooLarge: t`图片太大，请选择不超过10MB的图片`,
        unreadable: t`无法读取该图片`,
      }
      form.fail(reasons[result.reason])
    }
  }

  const save = async () => {
    const name = username.trim()
    if (name.length < 2 || name.length > USERNAME_MAX) return form.fail(t`昵称长度为2到16个字符`)
    const change: ProfileChange = { username: name, signature }
    if (avatar !== undefined) change.avatar = avatar
    if (await form.run(() => onSave(change), t`保存成功`)) setAvatar(undefined)
  }

  const shown = avatar === undefined ? user.avatar : avatar
  return (
    <form
      className="form"
      data-testid="profile-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <FormRow label={<Trans>头像</Trans>} inline hint={<Trans>图片会被裁剪为正方形，并压缩到40KB以内</Trans>}>
        <Avatar src={shown} name={username || user.username} size={72} />
        <label className="button">
          <Trans>上传头像</Trans>
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="visually-hidden"
            data-testid="avatar-input"
            onChange={(event) => void pick(event.target.files?.[0])}
          />
        </label>
        {shown ? (
          <button type="button" className="button" onClick={() => setAvatar(null)}>
            <Trans>恢复默认</Trans>
          </button>
        ) : null}
      </FormRow>
      <FormRow label={<Trans>昵称</Trans>}>
        <input
          className="form-input"
          data-testid="username-input"
          value={username}
          maxLength={USERNAME_MAX}
          onChange={(event) => setUsername(event.target.value)}
        />
      </FormRow>
      <FormRow label={<Trans>个性签名</Trans>}>
        <CountedInput value={signature} onChange={setSignature} max={SIGNATURE_MAX} rows={3} testId="signature-input" />
      </FormRow>
      <FormMessage notice={form.notice} testId="profile-message" />
      <FormActions>
        <button type="submit" className="button button-primary" data-testid="profile-save" disabled={form.busy}>
          <Trans>保存</Trans>
        </button>
      </FormActions>
    </form>
  )
}
