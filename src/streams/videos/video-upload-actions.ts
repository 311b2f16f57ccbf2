import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useEffect } from 'react'
import { interval, switchMap } from 'rxjs'
import { anyEnvelopeSchema } from '../../../protocol/envelope'
import { MESSAGES } from '../../../protocol/messages'
import {
  type OwnUpload,
  VIDEO_UPLOAD_PATH,
  type VideoUploadQuery,
  videoUploadResultSchema,
} from '../../../protocol/videos'
import { NetworkError } from '../../api/errors'
import { getLocale } from '../../i18n/locale'
import { session } from '../account/account-runtime'
import { attempt, failureMessage } from '../account/session-actions'
import { type Interest, useLoadInterest } from '../core/interest'
import { app } from '../core/runtime'
import { videoLoads } from './video-loads'

// What an uploader does: send a file (XMLHttpRequest, whose upload events give the bar its percent —
// fetch cannot report an upload's progress over HTTP/1.1), delete an upload, and watch the list, polled
// every 2 s while a transcode runs.

const POLL_MS = 2_000

// Lingui throws before a locale is active; the source text is the right fallback then.
const systemError = () => (i18n.locale ? i18n._(MESSAGES.systemError) : MESSAGES.systemError.message)
const CANCELLED = msg`已取消上传`
const cancelled = () => (i18n.locale ? i18n._(CANCELLED) : (CANCELLED.message ?? ''))

export type UploadSent = { upload: OwnUpload; refused: null } | { upload: null; refused: string }

/**
 * Sends `file` as the raw body of POST /java/video/upload; `onProgress` hears the share sent, 0–1. An abort of
 * `signal` stops the sending (the server drops what it had received: no row is made before the whole file).
 */
function send(
  file: File,
  query: VideoUploadQuery,
  onProgress: (sent: number) => void,
  signal: AbortSignal,
): Promise<OwnUpload> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new UploadCancelled())
    const url = new URL(`/java${VIDEO_UPLOAD_PATH}`, window.location.origin)
    url.searchParams.set('title', String(query.title))
    url.searchParams.set('gameId', String(query.gameId))
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('sysType', 'PC')
    xhr.setRequestHeader('lan', getLocale())
    xhr.setRequestHeader('content-type', 'application/octet-stream')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    xhr.onabort = () => reject(new UploadCancelled())
    signal.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.onerror = () => reject(new NetworkError('offline'))
    xhr.ontimeout = () => reject(new NetworkError('timeout'))
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = null
      }
      const envelope = anyEnvelopeSchema.safeParse(body)
      if (!envelope.success) return reject(new NetworkError('unavailable'))
      const { status, result, errorMsg, msg } = envelope.data
      const upload = videoUploadResultSchema.safeParse(result)
      if (status === 'success' && upload.success) return resolve(upload.data)
      reject(new UploadRefused(errorMsg || msg || systemError()))
    }
    xhr.send(file)
  })
}

class UploadRefused extends Error {}
class UploadCancelled extends Error {}

/** Uploads a video; the list is read again (the new upload shows as processing). */
export async function uploadVideo(
  file: File,
  query: VideoUploadQuery,
  onProgress: (sent: number) => void,
  signal: AbortSignal = new AbortController().signal,
): Promise<UploadSent> {
  let upload: OwnUpload | null = null
  let refused: string | null = null
  try {
    upload = await send(file, query, onProgress, signal)
  } catch (error) {
    if (error instanceof UploadCancelled) refused = cancelled()
    else if (error instanceof UploadRefused) refused = error.message
    // A network failure gets the same words as every other call's.
    else refused = failureMessage(error)
  }
  await reloadUploads()
  return upload ? { upload, refused: null } : { upload: null, refused: refused ?? systemError() }
}

/** Deletes an upload in any state; null when done, else the refusal. */
export async function deleteUpload(id: number): Promise<string | null> {
  const refused = await attempt(() => session.api.call('videoUploadDelete', { id }))
  await reloadUploads()
  return refused
}

function reloadUploads(): Promise<void> {
  return videoLoads
    .uploads()(session.api, app.bus, new AbortController().signal)
    .catch(() => undefined)
}

/** While mounted (and `enabled`): the uploader's list, read again every 2 s while `polling` (a transcode runs). */
export function useUploadsInterest(enabled: boolean, polling: boolean): Interest {
  const interest = useLoadInterest('videos:uploads', enabled ? videoLoads.uploads() : null)
  useEffect(() => {
    if (!enabled || !polling) return
    const subscription = interval(POLL_MS)
      .pipe(switchMap(() => reloadUploads()))
      .subscribe()
    return () => subscription.unsubscribe()
  }, [enabled, polling])
  return interest
}
