import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { User } from '../../../protocol/auth'
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
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null)
  const [busy, setBusy] = useState(false)

  const pick = async (file: File | undefined) => {
    if (!file) return
    const result = await cropAvatar(file)
    if (result.ok) {
      setAvatar(result.dataUrl)
      setMessage(null)
    } else {
      const reasons = {
        type: t`请选择PNG、JPEG或WebP格式的图片`,
        tooLarge: t`图片太大，请选择不超过10MB的图片`,
        unreadable: t`无法读取该图片`,
      }
      setMessage({ text: reasons[result.reason], ok: false })
    }
  }

  const save = async () => {
    const name = username.trim()
    if (name.length < 2 || name.length > USERNAME_MAX) {
      setMessage({ text: t`昵称长度为2到16个字符`, ok: false })
      return
    }
    setBusy(true)
    const change: ProfileChange = { username: name, signature }
    if (avatar !== undefined) change.avatar = avatar
    const refused = await onSave(change)
    setBusy(false)
    setMessage(refused ? { text: refused, ok: false } : { text: t`保存成功`, ok: true })
    if (!refused) setAvatar(undefined)
  }

  const shown = avatar === undefined ? user.avatar : avatar
  return (
    <form
      className="user-form"
      data-testid="profile-form"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <div className="user-form-row">
        <span className="user-form-label">
          <Trans>头像</Trans>
        </span>
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
      </div>
      <p className="user-hint">
        <Trans>图片会被裁剪为正方形，并压缩到40KB以内</Trans>
      </p>
      <label className="user-form-row">
        <span className="user-form-label">
          <Trans>昵称</Trans>
        </span>
        <input
          className="user-input"
          data-testid="username-input"
          value={username}
          maxLength={USERNAME_MAX}
          onChange={(event) => setUsername(event.target.value)}
        />
      </label>
      <label className="user-form-row">
        <span className="user-form-label">
          <Trans>个性签名</Trans>
        </span>
        <textarea
          className="user-input"
          data-testid="signature-input"
          value={signature}
          maxLength={SIGNATURE_MAX}
          rows={3}
          onChange={(event) => setSignature(event.target.value)}
        />
      </label>
      <p className="user-hint">
        {signature.length}/{SIGNATURE_MAX}
      </p>
      {message ? (
        <p className={message.ok ? 'user-message ok' : 'user-message'} role="status" data-testid="profile-message">
          {message.text}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" data-testid="profile-save" disabled={busy}>
        <Trans>保存</Trans>
      </button>
    </form>
  )
}
