import { z } from 'zod'
import { matchEventSchema, matchSchema } from './match'

/** Bumped whenever a socket event or payload changes shape. */
export const PROTOCOL_VERSION = 1

/** Rooms a client may join: every match, the matches of one game, or one match. */
export const roomSchema = z.union([
  z.literal('matches'),
  z.string().regex(/^game:\d{1,3}$/),
  z.string().regex(/^match:[\w-]{1,64}$/),
])
export type Room = z.infer<typeof roomSchema>

export const helloSchema = z.object({ protocolVersion: z.number().int(), serverTime: z.number().int() })

/** Payload schemas of the server → client events, checked again on arrival. */
export const serverEventSchemas = {
  hello: helloSchema,
  'match:event': matchEventSchema,
  'match:upsert': matchSchema,
} as const

export const subscribeSchema = z.object({ rooms: z.array(roomSchema).max(200) })

export type ServerToClientEvents = {
  hello: (payload: z.infer<typeof helloSchema>) => void
  'match:event': (payload: z.infer<typeof matchEventSchema>) => void
  'match:upsert': (payload: z.infer<typeof matchSchema>) => void
}

export type ClientToServerEvents = {
  subscribe: (payload: z.infer<typeof subscribeSchema>, ack: (reply: { ok: boolean }) => void) => void
  unsubscribe: (payload: z.infer<typeof subscribeSchema>, ack: (reply: { ok: boolean }) => void) => void
}
