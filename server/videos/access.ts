import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { VIDEO_LIMITS, type VideoPlayback } from '../../protocol/videos'
import type { Session } from '../auth/sessions'
import { users } from '../auth/tables'
import type { Database } from '../db/client'
import { unlocked } from '../live/playback'
import { PUBLIC_VIEWER } from '../media/hls-signing'
import { CLIP_FILE } from './recorder'
import type { VideoRow } from './tables'

// Who may play a video: the rules of its room (server/live/playback.ts) carried over to what was recorded —
// a login-only room's videos after login; a paid room's only for the anchor, administrators and those who
// unlocked that very broadcast. The files are served at signed, expiring addresses naming the viewer
// (/vod/<id>/<token>/<file>), as the live HLS is; a free public video's address is shared and cacheable.

export type VideoGate = VideoPlayback['gate']
type Gated = Pick<VideoRow, 'roomId' | 'anchorId' | 'broadcastNo' | 'paid' | 'loginOnly'>

export async function videoGateOf(db: Database, video: Gated, viewer: Session | null): Promise<VideoGate> {
  if ((video.loginOnly || video.paid) && !viewer) return video.loginOnly ? 'login' : 'paid'
  if (video.paid && viewer && !(await watchesPaidFree(db, video, viewer.userId, viewer.roles))) return 'paid'
  return 'open'
}

async function watchesPaidFree(db: Database, video: Gated, userId: number, roles?: readonly string[]) {
  if (userId === video.anchorId) return true
  const userRoles =
    roles ?? (await db.select({ roles: users.roles }).from(users).where(eq(users.id, userId)))[0]?.roles ?? []
  if (userRoles.includes('admin')) return true
  return unlocked(db, { id: video.roomId, broadcastNo: video.broadcastNo }, userId)
}

/** Whether the viewer a token names may still play the video (checked again when the file is served). */
export async function viewerMayPlay(db: Database, video: Gated, viewer: number): Promise<boolean> {
  if (viewer === PUBLIC_VIEWER) return !video.paid && !video.loginOnly
  if (!video.paid) return true
  return watchesPaidFree(db, video, viewer)
}

export type VodSigner = {
  /** The address of the video's playlist (replay) or MP4 (clip) for `viewer`. */
  urlOf(video: Pick<VideoRow, 'id' | 'kind'>, viewer: number, now: number): string
  /** The viewer a token grants `videoId` to, or null when it is forged, of another video or expired. */
  verify(videoId: number, token: string, now: number): number | null
}

const TOKEN = /^(\d{1,12})-(\d{1,10})-([\w-]{43})$/

/** Signs under the HLS key with its own prefix, so no video token opens a live room's HLS or the reverse. */
export function createVodSigner(secret: string): VodSigner {
  const mac = (id: number, viewer: number, expires: number) =>
    createHmac('sha256', secret).update(`vod:${id}:${viewer}:${expires}`).digest('base64url')
  const ttl = VIDEO_LIMITS.urlTtlMs
  return {
    urlOf(video, viewer, now) {
      // A shared address ends at a TTL boundary at least a TTL away: one address per window, cacheable.
      const from = viewer === PUBLIC_VIEWER ? now - (now % ttl) + ttl : now
      const expires = Math.ceil((from + ttl) / 1000)
      const file = video.kind === 'clip' ? CLIP_FILE : 'index.m3u8'
      return `/vod/${video.id}/${expires}-${viewer}-${mac(video.id, viewer, expires)}/${file}`
    },
    verify(videoId, token, now) {
      const match = TOKEN.exec(token)
      if (!match) return null
      const expires = Number(match[1])
      const viewer = Number(match[2])
      if (expires * 1000 <= now) return null
      const expected = Buffer.from(mac(videoId, viewer, expires))
      const given = Buffer.from(match[3] ?? '')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      return viewer
    },
  }
}

/** What `viewer` gets to play: a signed address when the gate is open. */
export async function playbackOf(
  db: Database,
  video: VideoRow,
  viewer: Session | null,
  signer: VodSigner,
  now: number,
): Promise<VideoPlayback> {
  const format = video.kind === 'clip' ? 'mp4' : 'hls'
  const gate = await videoGateOf(db, video, viewer)
  if (gate !== 'open') return { url: null, format, gate }
  const gated = video.paid || video.loginOnly
  return { url: signer.urlOf(video, gated && viewer ? viewer.userId : PUBLIC_VIEWER, now), format, gate }
}
