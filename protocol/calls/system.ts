import { z } from 'zod'
import { gameEntrySchema } from '../game-schemas'
import { type CallDef, noInput } from './call-def'

export const systemConfigSchema = z.object({
  /** Base URL of static assets and uploads. */
  szUrl: z.string(),
  /** Server time, epoch ms; clients use it to correct their clock. */
  serverTime: z.number().int(),
  protocolVersion: z.number().int(),
  /**
   * The newest match-event id (the global cursor of GET /match/events). A client with no stored cursor
   * starts catch-up and polling from here instead of replaying the whole history. Optional for older servers.
   */
  eventCursor: z.number().int().min(0).optional(),
  /**
   * Made once per database: when it differs from the one a client stored, the server's data was reset or
   * restored and the client's cache (cursor, sequences, rooms) belongs to another history.
   */
  dataEpoch: z.string().optional(),
})

/** System and game-list calls. */
export const SYSTEM_CALLS = {
  systemConfig: {
    method: 'GET',
    path: '/system/config',
    summary: 'System configuration (szUrl, server time).',
    input: noInput,
    result: systemConfigSchema,
  },
  gameSource: {
    method: 'GET',
    path: '/game/getPCGameSource',
    summary: 'The game list: hot and the nine games, with slugs and ids.',
    input: noInput,
    result: z.array(gameEntrySchema),
  },
} as const satisfies Record<string, CallDef>
