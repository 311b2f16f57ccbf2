import { randomBytes } from 'node:crypto'
import type { IngestConfig } from '../config'

/**
 * A fresh secret stream key: 24 random bytes as base64url (32 URL-safe characters), so it can sit in an
 * RTMP URL as it is and cannot be guessed.
 */
export function newStreamCode(): string {
  return randomBytes(24).toString('base64url')
}

/**
 * What the anchor centre tells the streaming tool: PUBLIC_RTMP_URL, else rtmp://<the host the browser
 * used>:<RTMP_PORT>/live (the same rule as the ingest's own streamAddress).
 */
export function streamAddress(origin: string, ingest: Pick<IngestConfig, 'publicRtmpUrl' | 'rtmpPort'>): string {
  return ingest.publicRtmpUrl ?? `rtmp://${new URL(origin).hostname}:${ingest.rtmpPort}/live`
}
