import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { POST_LIMITS } from '../../../../protocol/posts'
import { publishPost, uploadPostImage } from '../../../streams/social/social-actions'

/** Reads a picked file as a data URL (the upload call takes one; the server sniffs and caps it). */
function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/** Writes a post: text (up to 1,000 characters) and up to nine pictures, each uploaded as it is picked. */
export function PostComposer({ uid }: { uid: number }) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const picker = useRef<HTMLInputElement>(null)

  const pick = async (files: FileList | null) => {
    if (!files) return
    setBusy(true)
    try {
      for (const file of [...files].slice(0, POST_LIMITS.imagesMax - images.length)) {
        if (file.size > POST_LIMITS.imageMaxBytes) {
          setMessage(t`图片须为不超过1MB的PNG、JPEG或WebP`)
          continue
        }
        const { url, refused } = await uploadPostImage(await dataUrlOf(file))
        setMessage(refused)
        if (url) setImages((shown) => [...shown, url])
      }
    } finally {
      setBusy(false)
      if (picker.current) picker.current.value = ''
    }
  }

  const publish = async () => {
    if (busy || text.trim() === '') return
    setBusy(true)
    try {
      const refused = await publishPost(uid, text.trim(), images)
      setMessage(refused)
      if (!refused) {
        setText('')
        setImages([])
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="post-composer" data-testid="post-composer">
      <textarea
        className="form-input"
        data-testid="post-input"
        value={text}
        maxLength={POST_LIMITS.textMax}
        placeholder={t`分享你的新鲜事…`}
        onChange={(event) => setText(event.target.value)}
      />
      {images.length > 0 ? (
        <div className="post-composer-thumbs">
          {images.map((src) => (
            <button
              key={src}
              type="button"
              title={t`移除图片`}
              onClick={() => setImages((shown) => shown.filter((other) => other !== src))}
            >
              <img src={src} alt="" />
            </button>
          ))}
        </div>
      ) : null}
      <div className="comment-box-foot">
        {message ? (
          <p className="comment-error" role="alert" data-testid="post-error">
            {message}
          </p>
        ) : null}
        <span className="form-hint">
          {text.length}/{POST_LIMITS.textMax} · {images.length}/{POST_LIMITS.imagesMax}
        </span>
        <label className="button">
          <Trans>添加图片</Trans>
          <input
            ref={picker}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            multiple
            hidden
            disabled={busy || images.length >= POST_LIMITS.imagesMax}
            data-testid="post-image-input"
            onChange={(event) => void pick(event.target.files)}
          />
        </label>
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => void publish()}
          data-testid="post-publish"
        >
          <Trans>发布</Trans>
        </button>
      </div>
    </div>
  )
}
