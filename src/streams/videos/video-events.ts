import type { VideoCacheData, VideoCacheKind } from '../../db/video-rows'

/** The videos' bus events; the video writer stores them. */
export type VideoEvent = {
  [K in VideoCacheKind]: { type: 'videos/cache'; key: string; kind: K; data: VideoCacheData[K]; at: number }
}[VideoCacheKind]
