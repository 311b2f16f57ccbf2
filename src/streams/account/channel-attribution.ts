import { CHANNEL_LIMITS, parseChannelId } from '../../../protocol/channel'

// A promotion partner's link carries its channel and the channel's signature (`/?channel=1001&ref=…`). The
// browser remembers both for CHANNEL_LIMITS.attributionDays, so a visitor who registers later (code, password
// or QQ/WeChat login) is attributed to the partner; the server records it only when the phone is new and the
// signature is the channel's.

const KEY = 'scorecast.promotionChannel'
const DAY_MS = 24 * 60 * 60 * 1000

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** Remembers the channel of a link the visitor came by (the newest link wins). */
export function rememberChannelOf(search: string, now = Date.now()): number | null {
  const params = new URLSearchParams(search)
  const id = parseChannelId(params.get('channel'))
  const ref = params.get('ref') ?? ''
  if (id !== null) storage()?.setItem(KEY, JSON.stringify({ id, ref: /^[\w-]{1,64}$/.test(ref) ? ref : '', at: now }))
  return id
}

/** The remembered channel while it is fresh, as the login calls' promotionChannelId. */
export function promotionChannel(
  now = Date.now(),
): { promotionChannelId: number; promotionRef?: string } | Record<string, never> {
  try {
    const stored = JSON.parse(storage()?.getItem(KEY) ?? 'null') as { id?: unknown; ref?: unknown; at?: unknown } | null
    const id = parseChannelId(String(stored?.id ?? ''))
    const fresh = typeof stored?.at === 'number' && now - stored.at < CHANNEL_LIMITS.attributionDays * DAY_MS
    const ref = typeof stored?.ref === 'string' && stored.ref !== '' ? { promotionRef: stored.ref } : {}
    return id !== null && fresh ? { promotionChannelId: id, ...ref } : {}
  } catch {
    return {}
  }
}
