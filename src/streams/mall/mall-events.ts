import type { MallCacheData, MallCacheKind } from '../../db/mall-rows'

/** The coin mall's bus events; the mall writer stores them. */
export type MallEvent = {
  [K in MallCacheKind]: { type: 'mall/cache'; key: string; kind: K; data: MallCacheData[K]; at: number }
}[MallCacheKind]
