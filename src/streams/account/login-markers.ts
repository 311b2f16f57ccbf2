import type { OAuthProvider } from '../../../protocol/auth'

// Markers that survive the round trip to QQ/WeChat (same tab, so session storage).

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

export function rememberOAuthProvider(provider: OAuthProvider): void {
  storage()?.setItem(OAUTH_KEY, provider)
}

/** Which provider the user went to (QQ when unknown: the redirect itself does not say). */
export function takeOAuthProvider(): OAuthProvider {
  const stored = storage()?.getItem(OAUTH_KEY)
  storage()?.removeItem(OAUTH_KEY)
  return stored === 'wx' ? 'wx' : 'qq'
}
