import { PROTOCOL_VERSION } from '../../../protocol/socket'
import { dataEpochOf } from '../../db/epoch'
import { latestEventId } from '../../matches/read'
import type { Handler } from '../handler'

export const systemConfig: Handler<'systemConfig'> = async (_input, { config, db }) => ({
  szUrl: config.szUrl,
  serverTime: Date.now(),
  protocolVersion: PROTOCOL_VERSION,
  eventCursor: await latestEventId(db),
  dataEpoch: await dataEpochOf(db),
})
