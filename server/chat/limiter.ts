import { LIVE_LIMITS } from '../../protocol/live'

/** The flood limit counts one user's accepted lines over this window, in every room together. */
export const FLOOD_WINDOW_MS = 3000
/** Attempts per user and window (all their sockets together), accepted or not, before a line is even looked at: shields the database. */
const ATTEMPTS_PER_ACCEPTED = 4
const PRUNE_EVERY_MS = 60_000
const LONGEST_SLOW_MODE_MS = Math.max(...LIVE_LIMITS.slowModeChoices) * 1000

/**
 * How fast users may talk: a room's slow mode (one line per N seconds and user), a flood limit per user
 * across rooms, and a cheap attempt guard per user — all counted per user, whichever of their sockets a
 * line comes from, so opening more sockets buys no more. The counts live in this process: a user with tabs
 * on two processes could get up to twice the rate — acceptable for a limit that is about keeping a chat
 * readable, and it costs no round trip per line.
 */
export type ChatLimiter = {
  /** False when this user has tried too often lately, from any socket (checked before the database is asked). */
  attempt(uid: number, now: number): boolean
  /** False when the user's last line in the room is more recent than its slow mode allows. */
  slowModeAllows(roomId: number, uid: number, slowModeSeconds: number, now: number): boolean
  /** False when the user already sent `floodLimit` lines within the window. */
  floodAllows(uid: number, now: number): boolean
  /** Counts an accepted line (call it in the same turn as the checks, so two lines cannot both pass). */
  record(roomId: number, uid: number, now: number): void
  close(): void
}

/** `floodLimit` lines per user and FLOOD_WINDOW_MS; 0 turns the flood limit and the attempt guard off. */
export function createChatLimiter(floodLimit: number): ChatLimiter {
  const lastLine = new Map<string, number>()
  const recentLines = new Map<number, number[]>()
  const attempts = new Map<number, number[]>()
  const attemptLimit = floodLimit * ATTEMPTS_PER_ACCEPTED

  const within = (times: number[] | undefined, now: number) => (times ?? []).filter((t) => now - t < FLOOD_WINDOW_MS)

  const prune = setInterval(() => {
    const now = Date.now()
    for (const [key, at] of lastLine) if (now - at >= LONGEST_SLOW_MODE_MS) lastLine.delete(key)
    for (const map of [recentLines, attempts] as Map<unknown, number[]>[]) {
      for (const [key, times] of map) if (within(times, now).length === 0) map.delete(key)
    }
  }, PRUNE_EVERY_MS)
  prune.unref()

  return {
    attempt(uid, now) {
      if (floodLimit === 0) return true
      const times = within(attempts.get(uid), now)
      times.push(now)
      attempts.set(uid, times)
      return times.length <= attemptLimit
    },
    slowModeAllows(roomId, uid, slowModeSeconds, now) {
      if (slowModeSeconds <= 0) return true
      const last = lastLine.get(`${roomId}:${uid}`)
      return last === undefined || now - last >= slowModeSeconds * 1000
    },
    floodAllows(uid, now) {
      return floodLimit === 0 || within(recentLines.get(uid), now).length < floodLimit
    },
    record(roomId, uid, now) {
      lastLine.set(`${roomId}:${uid}`, now)
      if (floodLimit === 0) return
      const times = within(recentLines.get(uid), now)
      times.push(now)
      recentLines.set(uid, times)
    },
    close() {
      clearInterval(prune)
    },
  }
}
