import type { BlindBoxCacheData, BlindBoxCacheKind } from '../../db/blindbox-rows'

/** The blind boxes' bus events; the blind-box writer stores them. */
export type BlindBoxEvent = {
  [K in BlindBoxCacheKind]: { type: 'blindBox/cache'; key: string; kind: K; data: BlindBoxCacheData[K]; at: number }
}[BlindBoxCacheKind]
