import { Trans, useLingui } from '@lingui/react/macro'
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import type { VideoPlayback } from '../../../protocol/videos'
import { formatClock } from './video-labels'
import './vod-player.css'

/** A chapter as the player shows it: where it is and what it says. */
export type PlayerChapter = { offsetMs: number; label: string }

type Props = {
  playback: VideoPlayback
  poster: string | null
  /** The video's length as recorded, for the marks before the player knows it. */
  durationMs: number
  chapters: readonly PlayerChapter[]
  onLogin: () => void
}

/**
 * A recorded video: the browser's own controls (a normal seek bar) over hls.js for a replay (imported on
 * demand, so only this page loads it; Safari plays HLS itself) or the MP4 of a clip; under it a timeline
 * with a mark per chapter, and the chapters as a list — a click on either seeks there.
 */
export function VodPlayer({ playback, poster, durationMs, chapters, onLogin }: Props) {
  const { t } = useLingui()
  const videoRef = useRef<HTMLVideoElement>(null)
  const [positionMs, setPositionMs] = useState(0)
  const [lengthMs, setLengthMs] = useState(durationMs)
  useSource(videoRef, playback.url, playback.format)
  const seek = useCallback((offsetMs: number) => {
    const video = videoRef.current
    if (!video) return
    const go = () => {
      video.currentTime = offsetMs / 1000
      void video.play().catch(() => undefined)
    }
    if (video.readyState >= 1) go()
    else video.addEventListener('loadedmetadata', go, { once: true })
  }, [])
  const total = Math.max(lengthMs, 1)
  const current = chapters.findLastIndex((chapter) => chapter.offsetMs <= positionMs + 250)
  return (
    <div className="vod" data-testid="vod-player" data-gate={playback.gate}>
      <div className="vod-screen">
        {playback.url ? (
          <video
            ref={videoRef}
            className="vod-video"
            data-testid="vod-video"
            aria-label={t`视频画面`}
            controls
            autoPlay
            muted
            playsInline
            preload="metadata"
            poster={poster ?? undefined}
            onTimeUpdate={(event) => setPositionMs(event.currentTarget.currentTime * 1000)}
            onDurationChange={(event) => {
              const seconds = event.currentTarget.duration
              if (Number.isFinite(seconds) && seconds > 0) setLengthMs(seconds * 1000)
            }}
          />
        ) : (
          <div className="vod-gate" data-testid="vod-gate">
            {playback.gate === 'login' ? (
              <>
                <p>
                  <Trans>该直播间的回放需登录后观看</Trans>
                </p>
                <button type="button" className="button button-primary" onClick={onLogin}>
                  <Trans>登录</Trans>
                </button>
              </>
            ) : (
              <p>
                <Trans>付费直播的回放，仅对解锁了该场直播的观众开放</Trans>
              </p>
            )}
          </div>
        )}
      </div>
      {playback.url ? (
        <div className="vod-timeline" data-testid="vod-timeline">
          <div className="vod-track-box">
            <button
              type="button"
              className="vod-track"
              aria-label={t`跳转到此处`}
              onClick={(event) => {
                const box = event.currentTarget.getBoundingClientRect()
                seek(((event.clientX - box.left) / box.width) * total)
              }}
            >
              <span className="vod-progress" style={{ width: `${Math.min(100, (positionMs / total) * 100)}%` }} />
            </button>
            {chapters.map((chapter) => (
              <button
                key={`${chapter.offsetMs}-${chapter.label}`}
                type="button"
                className="vod-mark"
                data-testid="chapter-mark"
                style={{ left: `${Math.min(100, (chapter.offsetMs / total) * 100)}%` }}
                title={`${formatClock(chapter.offsetMs)} ${chapter.label}`}
                aria-label={`${formatClock(chapter.offsetMs)} ${chapter.label}`}
                onClick={() => seek(chapter.offsetMs)}
              />
            ))}
          </div>
          <span className="vod-clock">
            {formatClock(positionMs)} / {formatClock(lengthMs)}
          </span>
        </div>
      ) : null}
      {chapters.length > 0 ? (
        <section className="vod-chapters">
          <h2>
            <Trans>章节</Trans>
          </h2>
          <ol>
            {chapters.map((chapter, index) => (
              <li key={`${chapter.offsetMs}-${chapter.label}`}>
                <button
                  type="button"
                  data-testid="chapter"
                  data-offset-ms={chapter.offsetMs}
                  aria-current={index === current ? 'true' : undefined}
                  disabled={!playback.url}
                  onClick={() => seek(chapter.offsetMs)}
                >
                  <span className="vod-chapter-time">{formatClock(chapter.offsetMs)}</span>
                  <span dir="auto">{chapter.label}</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  )
}

/** Attaches the video's address: hls.js for a replay where it runs (else the browser's own HLS), an MP4 as is. */
function useSource(videoRef: RefObject<HTMLVideoElement | null>, url: string | null, format: VideoPlayback['format']) {
  useEffect(() => {
    const video = videoRef.current
    if (!video || !url) return
    if (format === 'mp4') {
      video.src = url
      return () => {
        video.removeAttribute('src')
        video.load()
      }
    }
    let destroy = () => {}
    let cancelled = false
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return
      if (!Hls.isSupported()) {
        video.src = url
        return
      }
      // A recording starts at its beginning (a VOD playlist), not at a live edge.
      const hls = new Hls({ startPosition: 0 })
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError()
        else hls.startLoad()
      })
      hls.loadSource(url)
      hls.attachMedia(video)
      destroy = () => hls.destroy()
    })
    return () => {
      cancelled = true
      destroy()
    }
  }, [videoRef, url, format])
}
