// Whether this browser holds a session, for the checks that must answer synchronously (send a chat line
// or open the login modal?). The session token itself is an HttpOnly cookie that scripts never see; this
// marker is only the user's id, no secret: a stale one costs a 3000 answer, which clears it (§8).

const STORAGE_KEY = 'scorecast.signedIn'
/** Where builds before the HttpOnly cookie kept the token itself; removed wherever it is still found. */
const LEGACY_TOKEN_KEY = 'scorecast.token'

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** The signed-in user's id, or null. */
export function signedInUid(): string | null {
  const store = storage()
  if (!store) return null
  if (store.getItem(LEGACY_TOKEN_KEY) !== null) {
    // That login also set the cookie: keep the session, drop the readable token.
    store.removeItem(LEGACY_TOKEN_KEY)
    if (store.getItem(STORAGE_KEY) === null) store.setItem(STORAGE_KEY, 'legacy')
  }
  return store.getItem(STORAGE_KEY)
}

export function isSignedIn(): boolean {
  return signedInUid() !== null
}

export function markSignedIn(uid: string | null): void {
  try {
    if (uid === null) storage()?.removeItem(STORAGE_KEY)
    else storage()?.setItem(STORAGE_KEY, uid)
  } catch {
    // Storage disabled: the checks fall back to "signed out" and the server still decides.
  }
}
