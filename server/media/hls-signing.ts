import { createHmac, timingSafeEqual } from 'node:crypto'
import { HLS_URL_TTL_MS } from '../../protocol/live'
import type { Database } from '../db/client'
import { signingSecretOf } from '../db/secrets'

// Signed, expiring HLS addresses: /hls/<roomId>/<token>/index.m3u8, token = <expires s>-<viewer>-<HMAC>.
// The token is a path segment, so the playlist's relative segment names resolve under it and every
// segment request carries it too (here and through nginx's auth_request, deploy/nginx-rtmp). Viewer 0 is
// "anyone" (a free public room): its token is shared and aligned to the TTL, so a CDN can cache it; a
// gated room's token names the viewer (the uid), and its answers are cached privately only.

export const PUBLIC_VIEWER = 0
const TOKEN = /^(\d{1,12})-(\d{1,10})-([\w-]{43})$/

export type HlsGrant = { roomId: number; viewer: number }

export type HlsSigner = {
  /** The playlist address `viewer` may load until the returned time (ms). */
  playlistUrl(roomId: number, viewer: number, now: number): { url: string; expiresAt: number }
  /** The grant a token carries for `roomId`, or null when it is forged, of another room or expired. */
  verify(roomId: number, token: string, now: number): HlsGrant | null
}

export function createHlsSigner(secret: string): HlsSigner {
  const mac = (roomId: number, viewer: number, expires: number) =>
    createHmac('sha256', secret).update(`hls:${roomId}:${viewer}:${expires}`).digest('base64url')
  return {
    playlistUrl(roomId, viewer, now) {
      // A shared token ends at a TTL boundary (at least a TTL away), so all visitors of a window get the
      // same address.
      const from = viewer === PUBLIC_VIEWER ? now - (now % HLS_URL_TTL_MS) + HLS_URL_TTL_MS : now
      const expires = Math.ceil((from + HLS_URL_TTL_MS) / 1000)
      const token = `${expires}-${viewer}-${mac(roomId, viewer, expires)}`
      return { url: `/hls/${roomId}/${token}/index.m3u8`, expiresAt: expires * 1000 }
    },
    verify(roomId, token, now) {
      const match = TOKEN.exec(token)
      if (!match) return null
      const expires = Number(match[1])
      const viewer = Number(match[2])
      if (expires * 1000 <= now) return null
      const expected = Buffer.from(mac(roomId, viewer, expires))
      const given = Buffer.from(match[3] ?? '')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      return { roomId, viewer }
    },
  }
}

const signers = new WeakMap<Database, Promise<HlsSigner>>()

/**
 * The signer of this database's servers: HLS_SIGNING_SECRET when configured, else a random key made on
 * first use and kept in server_secrets (the first process to insert it wins; the others read it).
 */
export function hlsSignerOf(db: Database, configured: string | undefined): Promise<HlsSigner> {
  if (configured) return Promise.resolve(createHlsSigner(configured))
  let signer = signers.get(db)
  if (!signer) {
    signer = signingSecretOf(db, undefined).then(createHlsSigner)
    // A failed read (database down) is not remembered: the next request tries again.
    signer.catch(() => signers.delete(db))
    signers.set(db, signer)
  }
  return signer
}

/** Cache-Control of an HLS answer: a shared token may be cached by anyone, a viewer's only by them. */
export function hlsCacheControl(grant: HlsGrant, playlist: boolean): string {
  if (grant.viewer === PUBLIC_VIEWER) return playlist ? 'no-cache' : 'public, max-age=30'
  return playlist ? 'private, no-store' : 'private, max-age=30'
}
