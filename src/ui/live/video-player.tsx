import { Trans, useLingui } from '@lingui/react/macro'
import type { HlsConfig } from 'hls.js'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { hlsStreamOf, type LiveState, type Playback, withHlsToken } from '../../../protocol/live'
import './live.css'
import { PlayerControls, UnmuteHint } from './player-controls'
import { type LiveSync, useLiveControls } from './use-live-controls'
import './video-player.css'

/** What the video area shows: the stream, or why not. */
export type ViewState = 'loading' | 'offline' | 'ended' | 'login' | 'paid' | 'waiting' | 'play'

/**
 * Decides the video area from the room's broadcast state and what the viewer may play: not live, just
 * ended, gated (login or paid), live without video (the anchor's tool stopped: a stall), or playing.
 */
export function viewState(
  room: { state: LiveState; publishing: boolean } | null,
  playback: Pick<Playback, 'gate' | 'hlsUrl'> | null,
): ViewState {
  if (!room) return 'loading'
  if (room.state === 'offline') return 'offline'
  if (room.state === 'ended') return 'ended'
  if (!playback) return 'loading'
  if (playback.gate === 'login') return 'login'
  if (playback.gate === 'paid') return 'paid'
  if (!room.publishing) return 'waiting'
  return playback.hlsUrl ? 'play' : 'loading'
}

/** No playback progress for this long while playing counts as a stall. */
export const STALL_AFTER_MS = 5000

type Props = {
  view: ViewState
  hlsUrl: string | null
  hlsConfig: Partial<HlsConfig>
  poster: string | null
  price: number
  onLogin: () => void
  onUnlock: () => void
  /** Drawn over the video (gift effects). */
  children?: ReactNode
}

/** The room's video (hls.js, loaded only here and only when there is something to play) and its states. */
export function VideoPlayer({ view, hlsUrl, hlsConfig, poster, price, onLogin, onUnlock, children }: Props) {
  const { t } = useLingui()
  const videoRef = useRef<HTMLVideoElement>(null)
  const boxRef = useRef<HTMLDivElement>(null)
  const syncRef = useRef<LiveSync | null>(null)
  const stalled = usePlayback(videoRef, syncRef, view === 'play' ? hlsUrl : null, hlsConfig)
  const shown = view === 'play' && stalled ? 'waiting' : view
  const controls = useLiveControls(videoRef, boxRef, syncRef, view === 'play')
  return (
    <div ref={boxRef} className="live-player" data-testid="live-player" data-view={shown}>
      {view === 'play' ? (
        // No native controls: their running time and seek bar read as a short clip on a live stream.
        <video
          ref={videoRef}
          className="live-video"
          aria-label={t`直播画面`}
          muted
          autoPlay
          playsInline
          poster={poster ?? undefined}
        />
      ) : null}
      {shown === 'play' ? null : (
        <div className="live-player-overlay" data-testid="player-overlay">
          <Overlay view={shown} price={price} onLogin={onLogin} onUnlock={onUnlock} />
        </div>
      )}
      {children}
      {view === 'play' ? (
        <>
          {controls.autoMuted ? <UnmuteHint onUnmute={controls.onToggleMute} /> : null}
          <PlayerControls {...controls} />
        </>
      ) : null}
    </div>
  )
}

function Overlay({ view, price, onLogin, onUnlock }: { view: ViewState; price: number } & Actions) {
  switch (view) {
    case 'offline':
      return <p className="live-player-title">{<Trans>主播暂未开播</Trans>}</p>
    case 'ended':
      return <p className="live-player-title">{<Trans>直播已结束</Trans>}</p>
    case 'waiting':
      return <p className="live-player-title live-player-waiting">{<Trans>信号中断，正在重连…</Trans>}</p>
    case 'login':
      return (
        <>
          <p className="live-player-title">
            <Trans>登录后观看直播</Trans>
          </p>
          <button type="button" className="button button-primary" data-testid="player-login" onClick={onLogin}>
            <Trans>登录</Trans>
          </button>
        </>
      )
    case 'paid':
      return (
        <>
          <p className="live-player-title">
            <Trans>付费直播间，解锁后观看</Trans>
          </p>
          <button type="button" className="button button-primary" data-testid="player-unlock" onClick={onUnlock}>
            <Trans>{price} 金币解锁本场直播</Trans>
          </button>
        </>
      )
    default:
      return <Spinner />
  }
}

function Spinner() {
  const { t } = useLingui()
  return <span className="live-player-spinner" role="status" aria-label={t`加载中`} />
}

type Actions = { onLogin: () => void; onUnlock: () => void }

/**
 * Attaches `url` to the video with hls.js (imported on demand, so only pages with video load it; Safari's
 * native HLS when hls.js cannot run), hands hls.js to the controls (`syncRef`: the live edge), and reports a stall: no progress for STALL_AFTER_MS while playing.
 */
function usePlayback(
  videoRef: React.RefObject<HTMLVideoElement | null>,
  syncRef: React.RefObject<LiveSync | null>,
  url: string | null,
  config: Partial<HlsConfig>,
): boolean {
  const [stalled, setStalled] = useState(false)
  // The address is signed and refreshed before it expires: a new token keeps the player (its requests
  // take the newest token), only another stream reloads it.
  const latest = useRef(url)
  latest.current = url
  const stream = url === null ? null : hlsStreamOf(url)
  useEffect(() => {
    const video = videoRef.current
    setStalled(false)
    const url = latest.current
    if (!video || !url || stream === null) return
    let destroy = () => {}
    let cancelled = false
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return
      if (!Hls.isSupported()) {
        video.src = url
        return
      }
      const hls = new Hls({
        ...config,
        xhrSetup: (xhr: XMLHttpRequest, requestUrl: string) =>
          xhr.open('GET', withHlsToken(requestUrl, latest.current ?? requestUrl), true),
      })
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return
        // A live stream recovers from network trouble by loading again; a broken media pipeline is reset.
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError()
        else hls.startLoad()
      })
      hls.loadSource(url)
      hls.attachMedia(video)
      syncRef.current = hls
      destroy = () => {
        syncRef.current = null
        hls.destroy()
      }
    })
    let progressAt = Date.now()
    let position = video.currentTime
    const check = window.setInterval(() => {
      // A pause with data loaded is the viewer's own; a video that never got data is stalled.
      if (video.currentTime !== position || (video.paused && video.readyState >= 2)) {
        position = video.currentTime
        progressAt = Date.now()
      }
      setStalled(Date.now() - progressAt > STALL_AFTER_MS)
    }, 1000)
    return () => {
      cancelled = true
      window.clearInterval(check)
      destroy()
    }
  }, [videoRef, syncRef, stream, config])
  return stalled
}
