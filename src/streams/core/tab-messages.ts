import { z } from 'zod'
import { chatMessageSchema } from '../../../protocol/live'
import { roomSchema, serverEventSchemas } from '../../../protocol/socket'
import type { BusEvent } from './bus'
import type { ConnectionModel } from './connection'
import type { ChatOutcome } from './socket-commands'

// What the tabs of one browser say to each other over the tab channel (shared-connection.ts). Tabs of
// another build may be open at the same time, so the channel's name carries a version and every message is
// checked on arrival like a server payload.

/** Bump when a message below changes shape: tabs of different builds then keep separate connections. */
export const TAB_PROTOCOL = 2
export const CONNECTION_LOCK = `scorecast-connection/v${TAB_PROTOCOL}`
export const TAB_CHANNEL = `scorecast-tabs/v${TAB_PROTOCOL}`
/** Each follower holds `${TAB_LOCK_PREFIX}<tab id>` for its life: the leader learns of its end by being granted it. */
export const TAB_LOCK_PREFIX = `scorecast-tab/v${TAB_PROTOCOL}/`

export type TabCommand = 'reauthenticate' | 'recheckAuth' | 'connectNow'

const connectionModelSchema: z.ZodType<ConnectionModel> = z.object({
  state: z.enum(['connecting', 'connected', 'disconnected', 'reconnecting']),
  online: z.boolean(),
  lastSyncAt: z.number().nullable(),
  usingPolling: z.boolean(),
})

const chatOutcomeSchema: z.ZodType<ChatOutcome> = z.union([
  z.object({ ok: z.literal(true), seq: z.number().int() }),
  z.object({ ok: z.literal(false), error: z.string() }),
])

/** Bus events of the leader's that other tabs need although they are not data in IndexedDB. */
export const SHARED_EVENT_TYPES = ['chat/gifts-played', 'expert/settled'] as const
export type SharedEvent = Extract<BusEvent, { type: (typeof SHARED_EVENT_TYPES)[number] }>

const sharedEventSchema: z.ZodType<SharedEvent> = z.union([
  z.object({ type: z.literal('chat/gifts-played'), roomId: z.number().int(), lines: z.array(chatMessageSchema) }),
  serverEventSchemas['plan:settled'].extend({ type: z.literal('expert/settled') }),
])

const tab = z.string().min(1).max(64)

export const tabMessageSchema = z.discriminatedUnion('type', [
  // Follower → leader.
  // `behind`: the follower's tab is in the background (it can take the lead off the tab in front).
  z.object({ type: z.literal('tab/interests'), tab, rooms: z.array(roomSchema).max(200), behind: z.boolean() }),
  z.object({ type: z.literal('tab/bye'), tab }),
  z.object({ type: z.literal('tab/command'), tab, command: z.enum(['reauthenticate', 'recheckAuth', 'connectNow']) }),
  z.object({
    type: z.literal('tab/chat'),
    tab,
    id: z.number().int(),
    line: z.object({ roomId: z.number().int(), text: z.string(), clientId: z.string() }),
  }),
  // Leader → followers.
  z.object({ type: z.literal('leader/hello'), leader: tab }),
  // The leader's tab is in front: the follower `to`, in the background, takes the connection from it.
  z.object({ type: z.literal('leader/handover'), to: tab }),
  z.object({ type: z.literal('leader/connection'), model: connectionModelSchema }),
  z.object({ type: z.literal('leader/chat-outcome'), to: tab, id: z.number().int(), outcome: chatOutcomeSchema }),
  z.object({ type: z.literal('leader/event'), event: sharedEventSchema }),
])

export type TabMessage = z.infer<typeof tabMessageSchema>

/** The tab channel as the leader and followers use it (a BroadcastChannel, or a fake in tests). */
export type TabChannel = {
  post(message: TabMessage): void
  /** Every valid message from the other tabs, until the returned function is called. */
  listen(onMessage: (message: TabMessage) => void): () => void
}

/** The part of the Web Locks API this uses (navigator.locks, or a fake in tests). */
export type TabLocks = {
  request<T>(
    name: string,
    /** `steal`: take the lock from its holder at once (its request then rejects with an AbortError). */
    options: { ifAvailable?: boolean; signal?: AbortSignal; steal?: boolean },
    callback: (lock: unknown) => Promise<T> | T,
  ): Promise<T>
}

/** A BroadcastChannel as a TabChannel; malformed messages (another build's) are dropped with a warning. */
export function broadcastTabChannel(name = TAB_CHANNEL): TabChannel & { close(): void } {
  const channel = new BroadcastChannel(name)
  return {
    post: (message) => channel.postMessage(message),
    listen: (onMessage) => {
      const handler = (event: MessageEvent) => {
        const parsed = tabMessageSchema.safeParse(event.data)
        if (parsed.success) onMessage(parsed.data)
        else console.warn('tab channel: invalid message', parsed.error.message)
      }
      channel.addEventListener('message', handler)
      return () => channel.removeEventListener('message', handler)
    },
    close: () => channel.close(),
  }
}
