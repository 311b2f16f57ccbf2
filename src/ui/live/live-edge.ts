/**
 * Where the live player stands against the live edge. hls.js keeps `liveSyncPosition`: the position it aims
 * to play at (LOW_LATENCY_HLS_CONFIG: two 1 s segments behind the newest), which moves on as the stream does.
 * Playing within BEHIND_AFTER_S of it counts as live; further back (a pause, a rebuffer, the viewer's own
 * wait) the badge turns grey and "回到直播" seeks there.
 */
export const BEHIND_AFTER_S = 4

/** hls.js's target, else (Safari's native HLS) the end of what can be sought to; null before either is known. */
export function liveEdgeOf(
  hls: { liveSyncPosition: number | null } | null,
  seekable: { length: number; end(index: number): number },
): number | null {
  if (hls?.liveSyncPosition != null) return hls.liveSyncPosition
  return seekable.length > 0 ? seekable.end(seekable.length - 1) : null
}

/** Behind the live edge: paused, or playing more than BEHIND_AFTER_S back. Unknown edge: live until told. */
export function isBehindLive(edge: number | null, time: number, paused: boolean): boolean {
  if (paused) return true
  return edge !== null && edge - time > BEHIND_AFTER_S
}
