import type { SYSTEM_CALLS } from '../../../protocol/calls/system'
import type { HandlersOf } from '../../http/handler'
import { gameSource } from '../game/source'
import { systemConfig } from './config'

export const SYSTEM_HANDLERS: HandlersOf<typeof SYSTEM_CALLS> = {
  systemConfig,
  gameSource,
}
