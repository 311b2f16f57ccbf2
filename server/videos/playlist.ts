// Reading the live playlist the ingest's ffmpeg writes, and writing a recording's own playlists. Pure.

/** One segment of a live playlist. */
export type LiveSegment = {
  /** File name (seg-<n>.ts). */
  name: string
  /** The segment's number (n of seg-<n>.ts); numbers only grow within a room's broadcast. */
  number: number
  durationMs: number
  /** Wall-clock time of its first frame (EXT-X-PROGRAM-DATE-TIME), epoch ms; null when ffmpeg wrote none. */
  at: number | null
  /** A discontinuity precedes it (ffmpeg was restarted). */
  discontinuity: boolean
}

/** A segment kept in a recording: where it starts in the recording and on the wall clock. */
export type RecordedSegment = {
  name: string
  durationMs: number
  /** Offset of its start in the recording, ms. */
  offsetMs: number
  /** Wall-clock time of its start, epoch ms. */
  at: number
  discontinuity: boolean
}

const SEGMENT = /^seg-(\d{1,20})\.ts$/

/** The segments of a live playlist, in order; lines that are not understood are skipped. */
export function parseLivePlaylist(text: string): LiveSegment[] {
  const segments: LiveSegment[] = []
  let durationMs: number | null = null
  let at: number | null = null
  let discontinuity = false
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line.startsWith('#EXTINF:')) {
      const seconds = Number.parseFloat(line.slice('#EXTINF:'.length))
      durationMs = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null
    } else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) {
      const parsed = Date.parse(normalizeOffset(line.slice('#EXT-X-PROGRAM-DATE-TIME:'.length)))
      at = Number.isFinite(parsed) ? parsed : null
    } else if (line === '#EXT-X-DISCONTINUITY') {
      discontinuity = true
    } else if (line !== '' && !line.startsWith('#')) {
      const match = SEGMENT.exec(line)
      if (match && durationMs !== null)
        segments.push({ name: line, number: Number(match[1]), durationMs, at, discontinuity })
      // A date applies to the segment after it; without a new one, the next follows on from this one.
      at = at === null || durationMs === null ? null : at + durationMs
      durationMs = null
      discontinuity = false
    }
  }
  return segments
}

/** ffmpeg writes "+0000"; Date.parse wants "+00:00". */
function normalizeOffset(stamp: string): string {
  return stamp.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2')
}

/**
 * The recording's playlist: VOD (#EXT-X-PLAYLIST-TYPE:VOD and #EXT-X-ENDLIST) once it has ended, so a
 * player starts at the beginning and seeks over the whole of it; EVENT while it is still being written.
 */
export function recordingPlaylist(segments: readonly RecordedSegment[], ended: boolean): string {
  const target = Math.max(1, ...segments.map((segment) => Math.ceil(segment.durationMs / 1000)))
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    `#EXT-X-PLAYLIST-TYPE:${ended ? 'VOD' : 'EVENT'}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ]
  segments.forEach((segment, index) => {
    if (segment.discontinuity && index > 0) lines.push('#EXT-X-DISCONTINUITY')
    // The wall-clock stamp lets a recording left by a stopped process be finished from its playlist.
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.at).toISOString()}`)
    lines.push(`#EXTINF:${(segment.durationMs / 1000).toFixed(3)},`, segment.name)
  })
  if (ended) lines.push('#EXT-X-ENDLIST')
  return `${lines.join('\n')}\n`
}

/**
 * Where wall-clock time `at` falls in the recording, ms from its start; null when the recording does not
 * hold it (before its first frame or after its last).
 */
export function offsetAt(segments: readonly RecordedSegment[], at: number): number | null {
  for (const segment of segments) {
    if (at >= segment.at && at < segment.at + segment.durationMs) return segment.offsetMs + (at - segment.at)
  }
  return null
}

/** The segments that hold [fromMs, toMs) of the recording (offsets), in order. */
export function segmentsBetween(segments: readonly RecordedSegment[], fromMs: number, toMs: number): RecordedSegment[] {
  return segments.filter((segment) => segment.offsetMs < toMs && segment.offsetMs + segment.durationMs > fromMs)
}
