import { useCallback, useEffect, useState } from 'react'
import { LIMITS } from '../../../protocol/constants'

/** Whole seconds left until `endsAt` (epoch ms), never negative. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0
  return Math.max(0, Math.ceil((endsAt - now) / 1000))
}

/**
 * §4 code button: after a successful send the button counts down 60 s and ignores clicks until it ends.
 * `start` is called only once the server accepted the send.
 */
export function useCountdown(seconds: number = LIMITS.codeCountdownSeconds) {
  const [endsAt, setEndsAt] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const left = secondsLeft(endsAt, now)

  useEffect(() => {
    if (endsAt === null) return
    const timer = setInterval(() => {
      const at = Date.now()
      setNow(at)
      if (at >= endsAt) setEndsAt(null)
    }, 250)
    return () => clearInterval(timer)
  }, [endsAt])

  const start = useCallback(() => {
    const at = Date.now()
    setNow(at)
    setEndsAt(at + seconds * 1000)
  }, [seconds])

  return { left, running: left > 0, start }
}
