import { PROTOCOL_VERSION } from '../../../protocol/socket'
import type { Handler } from '../../http/handler'
import { latestEventId } from '../../matches/read'

export const systemConfig: Handler<'systemConfig'> = async (_input, { config, db }) => ({
  szUrl: config.szUrl,
  serverTime: Date.now(),
  protocolVersion: PROTOCOL_VERSION,
  eventCursor: await latestEventId(db),
})
