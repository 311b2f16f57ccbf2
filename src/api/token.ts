// The session token. Kept in localStorage because every request reads it synchronously; the user's
// profile lives in Dexie's session table. Login (a later issue) writes it; session expiry clears it.

const STORAGE_KEY = 'scorecast.token'

export function getToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null
  } catch {
    return null
  }
}

export function setToken(token: string | null): void {
  try {
    if (token === null) globalThis.localStorage?.removeItem(STORAGE_KEY)
    else globalThis.localStorage?.setItem(STORAGE_KEY, token)
  } catch {
    // Storage disabled: the token lasts for this page only, which is all we can do.
  }
}
