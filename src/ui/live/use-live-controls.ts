import { type RefObject, useCallback, useEffect, useState } from 'react'
import { isBehindLive, liveEdgeOf } from './live-edge'
import type { PlayerControlsActions, PlayerControlsState } from './player-controls'

/** What the controls need of hls.js: the position it aims to play live at (null before a playlist). */
export type LiveSync = { liveSyncPosition: number | null }

/**
 * The live player's controls bound to its <video>: mirrors the element's play, mute and volume state, tells
 * whether playback is behind the live edge (checked every second and on every pause and play), and seeks
 * back to hls.js's live sync position. Playback starts muted (browsers only autoplay muted video); the
 * unmute hint shows until the viewer chooses sound or silence.
 */
export function useLiveControls(
  videoRef: RefObject<HTMLVideoElement | null>,
  boxRef: RefObject<HTMLElement | null>,
  syncRef: RefObject<LiveSync | null>,
  active: boolean,
): PlayerControlsState & PlayerControlsActions {
  const [paused, setPaused] = useState(false)
  const [muted, setMuted] = useState(true)
  const [volume, setVolume] = useState(1)
  const [behind, setBehind] = useState(false)
  const [fullscreen, setFullscreen] = useState(false)
  const [autoMuted, setAutoMuted] = useState(true)

  useEffect(() => {
    const video = videoRef.current
    if (!active || !video) return
    const sync = () => {
      setPaused(video.paused)
      setMuted(video.muted)
      setVolume(video.volume)
      setBehind(isBehindLive(liveEdgeOf(syncRef.current, video.seekable), video.currentTime, video.paused))
    }
    const events = ['play', 'pause', 'volumechange', 'seeked', 'playing'] as const
    for (const name of events) video.addEventListener(name, sync)
    const timer = window.setInterval(sync, 1000)
    sync()
    return () => {
      for (const name of events) video.removeEventListener(name, sync)
      window.clearInterval(timer)
    }
  }, [videoRef, syncRef, active])

  useEffect(() => {
    const onChange = () =>
      setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === boxRef.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [boxRef])

  const setSound = useCallback(
    (on: boolean) => {
      const video = videoRef.current
      if (!video) return
      video.muted = !on
      if (on && video.volume === 0) video.volume = 0.5
      setAutoMuted(false)
    },
    [videoRef],
  )

  return {
    paused,
    muted,
    volume,
    behind,
    fullscreen,
    autoMuted: autoMuted && muted,
    onTogglePlay: () => {
      const video = videoRef.current
      if (!video) return
      if (video.paused) void video.play().catch(() => {})
      else video.pause()
    },
    onToggleMute: () => setSound(Boolean(videoRef.current?.muted || videoRef.current?.volume === 0)),
    onVolume: (next) => {
      const video = videoRef.current
      if (!video) return
      video.volume = next
      video.muted = next === 0
      setAutoMuted(false)
    },
    onGoLive: () => {
      const video = videoRef.current
      if (!video) return
      const edge = liveEdgeOf(syncRef.current, video.seekable)
      if (edge !== null) video.currentTime = edge
      void video.play().catch(() => {})
    },
    onToggleFullscreen: () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {})
      else void boxRef.current?.requestFullscreen().catch(() => {})
    },
  }
}
