import { Trans, useLingui } from '@lingui/react/macro'
import './player-controls.css'
import { PlayerIcon } from './player-icons'

export type PlayerControlsState = {
  paused: boolean
  muted: boolean
  /** 0–1, the element's own volume. */
  volume: number
  /** Behind the live edge (src/ui/live/live-edge.ts): grey badge and "回到直播". */
  behind: boolean
  fullscreen: boolean
  /** Autoplay had to start muted and the viewer has not chosen yet: the unmute hint shows. */
  autoMuted: boolean
}

export type PlayerControlsActions = {
  onTogglePlay: () => void
  onToggleMute: () => void
  onVolume: (volume: number) => void
  onGoLive: () => void
  onToggleFullscreen: () => void
}

/**
 * The live player's own controls: no seek bar and no running time (a live stream has no length), a LIVE
 * badge, play/pause, back to the live edge, volume and fullscreen. Native buttons and a range input, so
 * Tab, Enter, Space and the arrow keys work as everywhere.
 */
export function PlayerControls(props: PlayerControlsState & PlayerControlsActions) {
  const { t } = useLingui()
  const { paused, muted, volume, behind, fullscreen } = props
  const silent = muted || volume === 0
  return (
    <div className="player-controls" data-testid="player-controls" data-pinned={paused || behind}>
      <button
        type="button"
        className="player-control"
        data-testid="player-play"
        aria-label={paused ? t`播放` : t`暂停`}
        onClick={props.onTogglePlay}
      >
        <PlayerIcon glyph={paused ? 'play' : 'pause'} />
      </button>
      <span className="player-live-badge" data-testid="player-live-badge" data-behind={behind}>
        <Trans>直播</Trans>
      </span>
      {behind ? (
        <button type="button" className="player-go-live" data-testid="player-go-live" onClick={props.onGoLive}>
          <Trans>回到直播</Trans>
        </button>
      ) : null}
      <span className="player-controls-gap" />
      <button
        type="button"
        className="player-control"
        data-testid="player-mute"
        aria-label={silent ? t`取消静音` : t`静音`}
        aria-pressed={silent}
        onClick={props.onToggleMute}
      >
        <PlayerIcon glyph={silent ? 'soundOff' : 'soundOn'} />
      </button>
      <input
        type="range"
        className="player-volume"
        data-testid="player-volume"
        aria-label={t`音量`}
        min={0}
        max={100}
        step={5}
        value={Math.round((silent ? 0 : volume) * 100)}
        onChange={(event) => props.onVolume(Number(event.currentTarget.value) / 100)}
      />
      <button
        type="button"
        className="player-control"
        data-testid="player-fullscreen"
        aria-label={fullscreen ? t`退出全屏` : t`全屏`}
        onClick={props.onToggleFullscreen}
      >
        <PlayerIcon glyph={fullscreen ? 'exitFullscreen' : 'fullscreen'} />
      </button>
    </div>
  )
}

/** Over the picture while autoplay runs muted: one click (or Enter) brings the sound. */
export function UnmuteHint({ onUnmute }: { onUnmute: () => void }) {
  return (
    <button type="button" className="player-unmute-hint" data-testid="player-unmute-hint" onClick={onUnmute}>
      <PlayerIcon glyph="soundOff" /> <Trans>点击取消静音</Trans>
    </button>
  )
}
