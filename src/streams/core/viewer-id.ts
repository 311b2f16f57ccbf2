const KEY = 'scorecast.viewerId'
let fallback: string | null = null

/**
 * This browser's anonymous viewer id, sent in the socket's handshake so a visitor with several tabs in one
 * live room counts once (server/chat/viewers.ts). Random, kept in localStorage; per page when storage is
 * unavailable.
 */
export function viewerId(): string {
  try {
    const stored = localStorage.getItem(KEY)
    if (stored) return stored
    const made = crypto.randomUUID()
    localStorage.setItem(KEY, made)
    return made
  } catch {
    fallback ??= crypto.randomUUID()
    return fallback
  }
}
