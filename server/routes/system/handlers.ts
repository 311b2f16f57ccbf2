import type { SYSTEM_CALLS } from '../../../protocol/calls/system'
import { gameSource } from '../game/source'
import type { HandlersOf } from '../handler'
import { systemConfig } from './config'

export const SYSTEM_HANDLERS: HandlersOf<typeof SYSTEM_CALLS> = {
  systemConfig,
  gameSource,
}
