import type { NewsCacheData, NewsCacheKind } from '../../db/news-rows'

/** The news' bus events; the news writer stores them. */
export type NewsEvent = {
  [K in NewsCacheKind]: { type: 'news/cache'; key: string; kind: K; data: NewsCacheData[K]; at: number }
}[NewsCacheKind]
