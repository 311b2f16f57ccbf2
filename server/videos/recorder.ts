import { randomBytes } from 'node:crypto'
import { copyFile, link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { CLIP_KINDS, VIDEO_LIMITS, type VideoKind } from '../../protocol/videos'
import type { Database } from '../db/client'
import { type LiveRoomRow, liveRooms } from '../live/tables'
import { PLAYLIST } from '../media/remux'
import { chapterOf, chaptersOf, incidentsBetween } from './chapters'
import { cutClip, grabFrame } from './ffmpeg'
import {
  type LiveSegment,
  parseLivePlaylist,
  type RecordedSegment,
  recordingPlaylist,
  segmentsBetween,
} from './playlist'
import { deleteVideos, finishRecording, insertClip, insertRecording, unfinishedRecordings } from './store'

// Recording: while a room broadcasts through the embedded ingest, every segment ffmpeg writes into the
// room's live folder (which keeps only the last few) is kept — hard-linked, so it costs no copy — in a
// folder of the recording, with its length and wall-clock time. When the broadcast ends (or the stream
// stops, or the room's match changes) the recording becomes a replay: a VOD playlist of all its segments,
// a cover frame and chapters at its match's events. While it records, highlight clips are cut around key
// events as soon as the seconds after them are in.

/** A replay is split after this long, so no single recording grows without end. */
export const MAX_RECORDING_MS = 4 * 60 * 60_000
/** A recording folder whose playlist has not changed for this long belongs to no running recorder. */
const ABANDONED_AFTER_MS = 60_000

export const COVER = 'cover.jpg'
export const CLIP_FILE = 'clip.mp4'

export type VideoStorage = {
  /** VIDEO_DIR: one folder per video. */
  dir: string
  ffmpegPath: string
}

export type RoomRecorder = {
  /** The live playlist changed: keep its new segments (resolves once they are kept). */
  onOutput(): Promise<void>
  /** The stream has stopped (ffmpeg has exited): keep the last segments and finish the replay. */
  stop(): Promise<void>
}

export type Recorders = { start(roomId: number, liveDir: string): RoomRecorder }

type Part = {
  id: number
  folder: string
  segments: RecordedSegment[]
  durationMs: number
  sizeBytes: number
  room: Pick<LiveRoomRow, 'id' | 'anchorId' | 'broadcastNo' | 'matchId' | 'gameId' | 'title'>
  paid: boolean
  loginOnly: boolean
  startedAt: number
  /** Key events up to this sequence have been looked at for clips. */
  clipSeq: number
  lastClipAt: number
}

export function createRecorders(options: { db: Database; log: FastifyBaseLogger; storage: VideoStorage }): Recorders {
  return { start: (roomId, liveDir) => startRoomRecorder({ ...options, roomId, liveDir }) }
}

/** A folder name that never repeats: the kind, the time and a random part. */
export function storageName(kind: VideoKind, at: number): string {
  return `${kind}-${at}-${randomBytes(4).toString('hex')}`
}

export function startRoomRecorder(options: {
  db: Database
  log: FastifyBaseLogger
  storage: VideoStorage
  roomId: number
  liveDir: string
  now?: () => number
}): RoomRecorder {
  const { db, log, storage, roomId, liveDir } = options
  const now = options.now ?? Date.now
  let lastNumber = -1
  let part: Part | null = null
  let queue: Promise<void> = Promise.resolve()
  let stopped = false

  const open = async (room: LiveRoomRow, at: number): Promise<Part> => {
    const folder = storageName('replay', at)
    await mkdir(join(storage.dir, folder), { recursive: true })
    const id = await insertRecording(db, {
      roomId: room.id,
      anchorId: room.anchorId,
      broadcastNo: room.broadcastNo,
      matchId: room.matchId,
      gameId: room.gameId,
      title: room.title,
      paid: room.paid,
      loginOnly: room.loginOnly,
      startedAt: at,
      storage: folder,
    })
    log.info({ roomId, videoId: id, matchId: room.matchId }, 'videos: recording started')
    return {
      id,
      folder,
      segments: [],
      durationMs: 0,
      sizeBytes: 0,
      room,
      paid: room.paid,
      loginOnly: room.loginOnly,
      startedAt: at,
      clipSeq: 0,
      lastClipAt: 0,
    }
  }

  const keep = async (current: Part, segment: LiveSegment) => {
    const from = join(liveDir, segment.name)
    const to = join(storage.dir, current.folder, segment.name)
    try {
      await link(from, to).catch(async (error: NodeJS.ErrnoException) => {
        // Another file system (VIDEO_DIR elsewhere): a copy instead.
        if (error.code === 'EXDEV') await copyFile(from, to)
        else throw error
      })
    } catch (error) {
      // Gone already (ffmpeg deletes old segments): the recording skips it rather than failing.
      log.warn({ err: error, roomId, segment: segment.name }, 'videos: a segment could not be kept')
      return
    }
    current.sizeBytes += (await stat(to)).size
    const at = segment.at ?? now() - segment.durationMs
    current.segments.push({
      name: segment.name,
      durationMs: segment.durationMs,
      offsetMs: current.durationMs,
      at,
      discontinuity: segment.discontinuity,
    })
    current.durationMs += segment.durationMs
  }

  const sync = async () => {
    let text: string
    try {
      text = await readFile(join(liveDir, PLAYLIST), 'utf8')
    } catch {
      return
    }
    const fresh = parseLivePlaylist(text).filter((segment) => segment.number > lastNumber)
    if (fresh.length === 0) return
    const [room] = await db.select().from(liveRooms).where(eq(liveRooms.id, roomId))
    for (const segment of fresh) {
      lastNumber = segment.number
      // Only a broadcast is recorded: a stream pushed before "start live" or after "end live" is not.
      if (room?.state !== 'live') {
        if (part) await close(part)
        part = null
        continue
      }
      if (
        part &&
        (part.room.broadcastNo !== room.broadcastNo ||
          part.room.matchId !== room.matchId ||
          part.durationMs >= MAX_RECORDING_MS)
      ) {
        await close(part)
        part = null
      }
      if (!part) part = await open(room, segment.at ?? now())
      part.paid ||= room.paid
      part.loginOnly ||= room.loginOnly
      await keep(part, segment)
    }
    if (part) {
      await writeFile(join(storage.dir, part.folder, PLAYLIST), recordingPlaylist(part.segments, false))
      await cutClips(part)
    }
  }

  /** Cuts a clip around each key event of the match whose seconds after it are recorded by now. */
  const cutClips = async (current: Part) => {
    const { matchId } = current.room
    const last = current.segments.at(-1)
    if (!matchId || !last) return
    const recordedUntil = last.at + last.durationMs
    const events = await incidentsBetween(db, matchId, current.startedAt, recordedUntil, CLIP_KINDS)
    for (const { seq, at, incident } of events) {
      if (seq <= current.clipSeq) continue
      if (at + VIDEO_LIMITS.clipAfterMs > recordedUntil) return
      current.clipSeq = seq
      if (at - current.lastClipAt < VIDEO_LIMITS.clipGapMs) continue
      current.lastClipAt = at
      await cutClipAround(current, at, incident).catch((error: unknown) =>
        log.warn({ err: error, roomId, seq }, 'videos: a clip could not be cut'),
      )
    }
  }

  const cutClipAround = async (current: Part, at: number, incident: Parameters<typeof chapterOf>[0]) => {
    const event = current.segments.find((s) => at >= s.at && at < s.at + s.durationMs)
    if (!event) return
    const eventOffset = event.offsetMs + (at - event.at)
    const pieces = segmentsBetween(
      current.segments,
      eventOffset - VIDEO_LIMITS.clipBeforeMs,
      eventOffset + VIDEO_LIMITS.clipAfterMs,
    )
    const first = pieces[0]
    const lastPiece = pieces.at(-1)
    if (!first || !lastPiece) return
    const folder = storageName('clip', at)
    const dir = join(storage.dir, folder)
    await mkdir(dir, { recursive: true })
    const size = await cutClip(
      storage.ffmpegPath,
      join(storage.dir, current.folder),
      pieces.map((piece) => piece.name),
      join(dir, CLIP_FILE),
    )
    const hasCover = await grabFrame(storage.ffmpegPath, dir, CLIP_FILE, COVER)
    const durationMs = pieces.reduce((sum, piece) => sum + piece.durationMs, 0)
    const id = await insertClip(db, {
      roomId: current.room.id,
      anchorId: current.room.anchorId,
      broadcastNo: current.room.broadcastNo,
      matchId: current.room.matchId,
      gameId: current.room.gameId,
      title: current.room.title,
      paid: current.paid,
      loginOnly: current.loginOnly,
      startedAt: first.at,
      endedAt: lastPiece.at + lastPiece.durationMs,
      durationMs,
      sizeBytes: size,
      hasCover,
      storage: folder,
      parentId: current.id,
      parentOffsetMs: first.offsetMs,
      event: chapterOf(incident, eventOffset - first.offsetMs),
    })
    log.info({ roomId, videoId: id, kind: incident.kind }, 'videos: clip cut')
  }

  const close = async (current: Part) => {
    await finishPart(db, storage, current, log)
  }

  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => log.error({ err: error, roomId }, 'videos: recording failed'))
    return queue
  }

  return {
    onOutput: () => (stopped ? queue : enqueue(sync)),
    stop: async () => {
      stopped = true
      await enqueue(async () => {
        await sync()
        if (part) await close(part)
        part = null
      })
    },
  }
}

/** Makes a recording a replay: VOD playlist, cover, chapters; one too short to watch is dropped. */
async function finishPart(
  db: Database,
  storage: VideoStorage,
  part: Pick<Part, 'id' | 'folder' | 'segments' | 'durationMs' | 'sizeBytes' | 'paid' | 'loginOnly'> & {
    room: Pick<Part['room'], 'matchId'>
  },
  log: FastifyBaseLogger,
): Promise<void> {
  const dir = join(storage.dir, part.folder)
  const last = part.segments.at(-1)
  if (!last || part.durationMs < VIDEO_LIMITS.minReplayMs) {
    await deleteVideos(db, [part.id])
    await rm(dir, { recursive: true, force: true })
    return
  }
  await writeFile(join(dir, PLAYLIST), recordingPlaylist(part.segments, true))
  // The cover: the first keyframe of the last segment, the broadcast's end.
  const hasCover = await grabFrame(storage.ffmpegPath, dir, last.name, COVER)
  const chapters = part.room.matchId ? await chaptersOf(db, part.room.matchId, part.segments) : []
  await finishRecording(db, part.id, {
    durationMs: part.durationMs,
    endedAt: last.at + last.durationMs,
    sizeBytes: part.sizeBytes,
    chapters,
    hasCover,
    paid: part.paid,
    loginOnly: part.loginOnly,
  })
  log.info({ videoId: part.id, durationMs: part.durationMs, chapters: chapters.length }, 'videos: replay ready')
}

/**
 * Finishes recordings a stopped process left behind (their playlists say what was kept), so a crash
 * mid-broadcast still leaves a replay. Only folders quiet for ABANDONED_AFTER_MS: another process may be
 * recording into a shared VIDEO_DIR.
 */
export async function finishAbandoned(
  db: Database,
  storage: VideoStorage,
  log: FastifyBaseLogger,
  now = Date.now(),
): Promise<number> {
  let finished = 0
  for (const row of await unfinishedRecordings(db)) {
    const playlist = join(storage.dir, row.storage, PLAYLIST)
    const changedAt = await stat(playlist).then(
      (s) => s.mtimeMs,
      () => 0,
    )
    if (now - changedAt < ABANDONED_AFTER_MS) continue
    const text = await readFile(playlist, 'utf8').catch(() => '')
    const segments: RecordedSegment[] = []
    let offset = 0
    let size = 0
    for (const segment of parseLivePlaylist(text)) {
      const bytes = await stat(join(storage.dir, row.storage, segment.name)).then(
        (s) => s.size,
        () => -1,
      )
      if (bytes < 0) continue
      size += bytes
      segments.push({ ...segment, offsetMs: offset, at: segment.at ?? row.startedAt + offset })
      offset += segment.durationMs
    }
    await finishPart(
      db,
      storage,
      { ...row, folder: row.storage, segments, durationMs: offset, sizeBytes: size, room: { matchId: row.matchId } },
      log,
    )
    finished++
  }
  return finished
}
