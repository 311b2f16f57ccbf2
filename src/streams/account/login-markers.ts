import type { OAuthProvider } from '../../../protocol/auth'

// Markers that survive the round trip to QQ/WeChat/Telegram (same tab, so session storage).

const CHANNEL_KEY = 'scorecast.loginFromChannel'
const OAUTH_KEY = 'scorecast.oauthProvider'

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

/** §4: login began in the channel area, so /channel opens in a new tab once it succeeds. */
export function markLoginFromChannel(pathname: string): void {
  if (pathname === '/channel' || pathname.startsWith('/channel/')) storage()?.setItem(CHANNEL_KEY, '1')
  else storage()?.removeItem(CHANNEL_KEY)
}

/** Reads and removes the channel marker. */
export function takeLoginFromChannel(): boolean {
  const marked = storage()?.getItem(CHANNEL_KEY) === '1'
  storage()?.removeItem(CHANNEL_KEY)
  return marked
}

/**
 * Set when the user clicks QQ, WeChat or Telegram, before leaving for the provider. A return to the site
 * completes a login only when this tab started one: a link carrying someone else's `code&state` or signed
 * Telegram data (login CSRF: the victim silently switched into the attacker's account) is ignored.
 */
export function rememberOAuthProvider(provider: OAuthProvider | 'telegram'): void {
  storage()?.setItem(OAUTH_KEY, provider)
}

/** Which provider this tab went to, if it started a login (read once: the marker is single use). */
export function takeOAuthProvider(): OAuthProvider | 'telegram' | null {
  const stored = storage()?.getItem(OAUTH_KEY)
  storage()?.removeItem(OAUTH_KEY)
  return stored === 'wx' || stored === 'qq' || stored === 'telegram' ? stored : null
}
