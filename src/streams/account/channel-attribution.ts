import { CHANNEL_LIMITS, parseChannelId } from '../../../protocol/channel'

// A promotion partner's link carries its channel (`/?channel=1001`). The browser remembers it for
// CHANNEL_LIMITS.attributionDays, so a visitor who registers later (code, password or QQ/WeChat login) is
// attributed to the partner; the server records it only when the phone is new.

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
  const id = parseChannelId(new URLSearchParams(search).get('channel'))
  if (id !== null) storage()?.setItem(KEY, JSON.stringify({ id, at: now }))
  return id
}

/** The remembered channel while it is fresh, as the login calls' promotionChannelId. */
export function promotionChannel(now = Date.now()): { promotionChannelId: number } | Record<string, never> {
  try {
    const stored = JSON.parse(storage()?.getItem(KEY) ?? 'null') as { id?: unknown; at?: unknown } | null
    const id = parseChannelId(String(stored?.id ?? ''))
    const fresh = typeof stored?.at === 'number' && now - stored.at < CHANNEL_LIMITS.attributionDays * DAY_MS
    return id !== null && fresh ? { promotionChannelId: id } : {}
  } catch {
    return {}
  }
}
