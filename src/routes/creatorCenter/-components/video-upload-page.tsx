import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { gameById } from '../../../../protocol/games'
import { type OwnUpload, VIDEO_UPLOAD_LIMITS, videoUploadQuerySchema } from '../../../../protocol/videos'
import { useVideoCache } from '../../../db/queries/videos'
import { formatDayTime } from '../../../i18n/format'
import { videoKeys } from '../../../streams/videos/video-loads'
import { deleteUpload, uploadVideo, useUploadsInterest } from '../../../streams/videos/video-upload-actions'
import { CountedInput } from '../../../ui/form/counted-input'
import { firstError } from '../../../ui/form/field-error'
import { FormActions, FormMessage, FormRow } from '../../../ui/form/form-row'
import { GameSelect } from '../../../ui/form/game-select'
import { useFormState } from '../../../ui/form/use-form-state'
import { gameNameById } from '../../../ui/game-names'
import { EmptyState } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { UploadProgress } from '../../../ui/videos/upload-progress'
import { formatClock } from '../../../ui/videos/video-labels'
import '../../../ui/news/article.css'
import '../../../ui/news/news.css'
import { usePageTitle } from '../../-app/use-page-title'
import { CreatorCentre, CreatorPanel } from './creator-centre'

/** /creatorCenter/videoUpload: send an MP4/MOV with its title and game, then follow its transcode. */
export function VideoUploadPage() {
  const { t } = useLingui()
  usePageTitle(t`上传视频`)
  return (
    <CreatorCentre active="videoUpload" uploaders>
      <CreatorPanel title={<Trans>上传视频</Trans>}>
        <UploadForm />
        <OwnUploads />
      </CreatorPanel>
    </CreatorCentre>
  )
}

function UploadForm() {
  const { i18n, t } = useLingui()
  const form = useFormState()
  const [file, setFile] = useState<File | null>(null)
  const [title, setTitle] = useState('')
  const [gameId, setGameId] = useState(1)
  const [sent, setSent] = useState<number | null>(null)
  const [inputKey, setInputKey] = useState(0)
  const [sending, setSending] = useState<AbortController | null>(null)
  // The server's cap comes with the uploader's list (OwnUploads loads it).
  const maxBytes = useVideoCache('uploads', videoKeys.uploads())?.maxBytes
  const maxMb = maxBytes === undefined ? null : Math.floor(maxBytes / (1024 * 1024))

  const submit = () => {
    if (!file) return form.fail(t`请选择视频文件`)
    if (maxBytes !== undefined && file.size > maxBytes) return form.fail(t`视频不能超过 ${maxMb} MB`)
    const query = { title, gameId }
    if (!videoUploadQuerySchema.safeParse(query).success) {
      const failure = firstError(videoUploadQuerySchema, query)
      return form.fail(failure ? i18n._(failure) : t`请检查填写的内容`)
    }
    setSent(0)
    const controller = new AbortController()
    setSending(controller)
    void form.run(async () => {
      const outcome = await uploadVideo(file, query, setSent, controller.signal)
      setSent(null)
      setSending(null)
      if (outcome.upload) {
        setFile(null)
        setTitle('')
        setInputKey((key) => key + 1)
      }
      return outcome.refused
    }, t`上传完成，正在转码`)
  }

  return (
    <form className="article-form" onSubmit={(event) => event.preventDefault()} data-testid="video-upload-form">
      <FormRow
        label={<Trans>视频文件</Trans>}
        group
        hint={
          maxMb === null ? (
            <Trans>MP4 或 MOV，转码为 720p 后发布</Trans>
          ) : (
            <Trans>MP4 或 MOV，最大 {maxMb} MB，转码为 720p 后发布</Trans>
          )
        }
      >
        <input
          key={inputKey}
          type="file"
          accept="video/mp4,video/quicktime,.mp4,.mov"
          data-testid="video-upload-file"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </FormRow>
      <FormRow label={<Trans>标题</Trans>}>
        <CountedInput
          value={title}
          onChange={setTitle}
          max={VIDEO_UPLOAD_LIMITS.titleMax}
          placeholder={t`2到60个字`}
          testId="video-upload-title"
        />
      </FormRow>
      <FormRow label={<Trans>游戏</Trans>}>
        <GameSelect value={gameId} onChange={setGameId} testId="video-upload-game" />
      </FormRow>
      {sent !== null ? (
        <UploadProgress percent={sent * 100} label={<Trans>上传中</Trans>} testId="video-upload-sent" />
      ) : null}
      <FormMessage notice={form.notice} testId="video-upload-message" />
      <FormActions>
        <button
          type="button"
          className="button button-primary"
          disabled={form.busy}
          onClick={submit}
          data-testid="video-upload-submit"
        >
          <Trans>上传</Trans>
        </button>
        {sending ? (
          <button type="button" className="button" onClick={() => sending.abort()} data-testid="video-upload-cancel">
            <Trans>取消上传</Trans>
          </button>
        ) : null}
      </FormActions>
    </form>
  )
}

function OwnUploads() {
  const uploads = useVideoCache('uploads', videoKeys.uploads())
  const processing = uploads?.list.some((upload) => upload.state === 'processing') ?? false
  const { status } = useUploadsInterest(true, processing)
  return (
    <div className="own-uploads" data-testid="own-uploads">
      <h3>
        <Trans>我的上传</Trans>
      </h3>
      <LoadNote status={status} />
      {uploads && uploads.list.length === 0 ? (
        <EmptyState>
          <Trans>还没有上传的视频</Trans>
        </EmptyState>
      ) : null}
      <ul className="upload-list">
        {uploads?.list.map((upload) => (
          <UploadRow key={upload.id} upload={upload} />
        ))}
      </ul>
    </div>
  )
}

function UploadRow({ upload }: { upload: OwnUpload }) {
  const { i18n, t } = useLingui()
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const remove = async () => {
    if (!window.confirm(t`确定删除这个视频吗？删除后无法恢复。`)) return
    setBusy(true)
    try {
      setMessage(await deleteUpload(upload.id))
    } finally {
      setBusy(false)
    }
  }
  const state =
    upload.state === 'processing'
      ? t`转码中 ${upload.progress}%`
      : upload.state === 'ready'
        ? t`已发布`
        : t`失败：${upload.failure ?? ''}`
  return (
    <li className="upload-item" data-testid="own-upload" data-state={upload.state} data-video-id={upload.id}>
      {upload.cover ? <img src={upload.cover} alt="" width={120} height={68} loading="lazy" /> : null}
      <div className="upload-item-main">
        <h3 dir="auto">{upload.title}</h3>
        <p className="news-meta">
          <span className={`upload-state ${upload.state}`} data-testid="own-upload-state">
            {state}
          </span>
          <span>{gameNameById(upload.gameId, i18n)}</span>
          <span>{formatDayTime(upload.uploadedAt)}</span>
          {upload.durationMs > 0 ? <span>{t`时长 ${formatClock(upload.durationMs)}`}</span> : null}
        </p>
        {upload.state === 'processing' ? (
          <UploadProgress percent={upload.progress} label={<Trans>转码</Trans>} testId="own-upload-progress" />
        ) : null}
        <p className="article-actions">
          {upload.state === 'ready' ? (
            <Link
              to="/videos/{-$game}/$id"
              params={{ game: gameById(upload.gameId)?.slug ?? 'hot', id: String(upload.id) }}
              data-testid="own-upload-view"
            >
              <Trans>查看</Trans>
            </Link>
          ) : null}
          <button type="button" className="button" disabled={busy} onClick={remove} data-testid="own-upload-delete">
            <Trans>删除</Trans>
          </button>
          {message ? <span className="article-reason">{message}</span> : null}
        </p>
      </div>
    </li>
  )
}
