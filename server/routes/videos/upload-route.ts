import type { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { success } from '../../../protocol/envelope'
import { MESSAGES } from '../../../protocol/messages'
import { VIDEO_MESSAGES } from '../../../protocol/messages/videos'
import { VIDEO_UPLOAD_PATH, VIDEO_UPLOADERS, videoUploadQuerySchema } from '../../../protocol/videos'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { CallError } from '../../http/call-error'
import { API_PREFIX, PRIVATE_ANSWER } from '../../http/prefix'
import type { Translator } from '../../i18n'
import { resolveLocale } from '../../i18n'
import { findFfmpeg } from '../../media/ffmpeg-path'
import { createTranscoder, type Transcoder } from '../../videos/transcoder'
import { ownUploadOf, receiveUpload } from '../../videos/uploads'
import { authenticate, authorize } from '../context'
import type { AccountServices } from '../services'

// POST /java/video/upload?title=&gameId= with the file as the raw body (application/octet-stream): the one
// call that is not JSON, so it is registered here rather than through protocol/calls (its contract is in
// protocol/videos.ts). Who may upload is checked before a byte of the body is read; the answer is the
// usual envelope. The transcoder (one job at a time) lives as long as the app.

export type VideoUploadDeps = {
  db: Database
  config: Config
  accounts: AccountServices
  translator: Translator
}

/** Registers the upload and starts this process's transcoder; null when uploads are off (INGEST=off, no ffmpeg). */
export function registerVideoUploadRoute(
  app: FastifyInstance,
  { db, config, accounts, translator }: VideoUploadDeps,
): Transcoder | null {
  const videosConfig = config.ingest.videos
  const ffmpeg = config.ingest.mode === 'off' ? null : findFfmpeg(config.ingest.ffmpegPath)
  const transcoder = ffmpeg ? createTranscoder({ db, log: app.log, videoDir: videosConfig.dir, ffmpeg }) : null
  if (transcoder) app.addHook('onClose', () => transcoder.stop())

  app.register(async (scope) => {
    // Only this route takes a raw body, and it streams it: the parser hands the request stream on unread.
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload))
    scope.post(
      `${API_PREFIX}${VIDEO_UPLOAD_PATH}`,
      { bodyLimit: videosConfig.uploadMaxBytes },
      async (request, reply) => {
        void reply.header('cache-control', PRIVATE_ANSWER).header('vary', 'Cookie')
        const auth = await authenticate(request, reply, db, accounts)
        authorize({ auth: VIDEO_UPLOADERS }, auth)
        const session = auth.session
        if (!session) throw new CallError(401, MESSAGES.sessionInvalid)
        const query = videoUploadQuerySchema.safeParse(request.query)
        if (!query.success) {
          const id = query.error.issues[0]?.message
          const known = Object.values({ ...VIDEO_MESSAGES, ...MESSAGES }).find((m) => m.id === id)
          throw new CallError(400, known ?? MESSAGES.badRequest)
        }
        if (!transcoder || !ffmpeg) throw new CallError(503, VIDEO_MESSAGES.uploadUnavailable)
        const body = request.body as Readable | undefined
        const declared = Number(request.headers['content-length'])
        if (!body || typeof body.pipe !== 'function') throw new CallError(415, VIDEO_MESSAGES.uploadType)
        if (!Number.isSafeInteger(declared)) throw new CallError(411, VIDEO_MESSAGES.uploadIncomplete)
        // Refused before reading: the client may still be sending, so the connection is not kept.
        if (declared > videosConfig.uploadMaxBytes) {
          void reply.header('connection', 'close')
          throw new CallError(413, VIDEO_MESSAGES.uploadTooBig)
        }
        const video = await receiveUpload(
          {
            db,
            videoDir: videosConfig.dir,
            ffprobePath: ffmpeg.ffprobe,
            maxBytes: videosConfig.uploadMaxBytes,
            now: accounts.now(),
          },
          { id: session.userId, ...query.data },
          body,
          declared,
        )
        transcoder.enqueue(video.id)
        const locale = resolveLocale(request.headers.lan)
        return reply.send(success(ownUploadOf(video, (message) => translator.translate(message, locale))))
      },
    )
  })
  return transcoder
}
