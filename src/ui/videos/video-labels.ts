import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Chapter, VideoKind, VideoSummary } from '../../../protocol/videos'
import { incidentLabel, incidentTime } from '../match/match-labels'

const KINDS = { replay: msg`回放`, clip: msg`集锦`, upload: msg`上传` } as const

export function videoKindLabel(kind: VideoKind, i18n: I18n): string {
  return i18n._(KINDS[kind])
}

/** A chapter as its list and its timeline mark read it: the event, the side's player when known, the match time. */
export function chapterLabel(chapter: Chapter, gameId: number, i18n: I18n): string {
  const what = incidentLabel(chapter.kind, i18n)
  const who = chapter.detail ? ` · ${chapter.detail}` : ''
  return `${incidentTime(chapter, gameId, i18n)} ${what}${who}`
}

/** A video's title: a clip names its event first; a replay without a title is the anchor's. */
export function videoTitle(video: Pick<VideoSummary, 'kind' | 'title' | 'anchorName' | 'event'>, i18n: I18n): string {
  const base = video.title.trim() || i18n._(msg`${video.anchorName}的直播回放`)
  if (video.kind === 'clip' && video.event) return `${incidentLabel(video.event.kind, i18n)}！${base}`
  return base
}

/** A running time as m:ss (h:mm:ss from an hour on), digits only, the same in every language. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = String(total % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}
