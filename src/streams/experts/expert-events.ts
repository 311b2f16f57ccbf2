import type { ServerEventPayloads } from '../../../protocol/socket'
import type { ExpertCacheData, ExpertCacheKind } from '../../db/expert-rows'

/** The expert area's bus events; the expert writer stores the answers. */
export type ExpertEvent =
  | {
      [K in ExpertCacheKind]: { type: 'expert/cache'; key: string; kind: K; data: ExpertCacheData[K]; at: number }
    }[ExpertCacheKind]
  /** A plan the user bought has settled (pushed to their sockets): a toast, and their orders reload. */
  | ({ type: 'expert/settled' } & ServerEventPayloads['plan:settled'])
