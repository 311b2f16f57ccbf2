import type { ArticleCacheData, ArticleCacheKind } from '../../db/article-rows'

/** The article area's bus events; the article writer stores them. */
export type ArticleEvent = {
  [K in ArticleCacheKind]: { type: 'article/cache'; key: string; kind: K; data: ArticleCacheData[K]; at: number }
}[ArticleCacheKind]
