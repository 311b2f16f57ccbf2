import { type CSSProperties, useEffect, useState } from 'react'
import { LIMITS } from '../../../protocol/constants'
import './loading-bar.css'

type Props = { active: boolean }
type Phase = 'idle' | 'running' | 'done'

const FADE_MS = 300

/**
 * The top loading bar of §9: it appears only when loading lasts longer than the 200 ms throttle, creeps
 * towards the end over 5000 ms, and completes when loading ends or the 5000 ms run out (whichever first).
 */
export function LoadingBar({ active }: Props) {
  const [phase, setPhase] = useState<Phase>('idle')

  useEffect(() => {
    if (!active) return
    const show = setTimeout(() => setPhase('running'), LIMITS.loadingBarThrottleMs)
    const giveUp = setTimeout(() => setPhase('done'), LIMITS.loadingBarThrottleMs + LIMITS.loadingBarDurationMs)
    return () => {
      clearTimeout(show)
      clearTimeout(giveUp)
      // Loading ended: a visible bar completes, a bar still inside the throttle never appears.
      setPhase((current) => (current === 'running' ? 'done' : 'idle'))
    }
  }, [active])

  useEffect(() => {
    if (phase !== 'done') return
    const hide = setTimeout(() => setPhase('idle'), FADE_MS)
    return () => clearTimeout(hide)
  }, [phase])

  if (phase === 'idle') return null
  return (
    <div
      className="loading-bar"
      data-testid="loading-bar"
      data-phase={phase}
      role="progressbar"
      aria-busy={phase === 'running'}
      style={{ '--loading-duration': `${LIMITS.loadingBarDurationMs}ms` } as CSSProperties}
    />
  )
}
