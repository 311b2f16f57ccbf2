/** The slice of `document` that cookie clearing needs (so tests can pass a stand-in jar). */
export type CookieJar = { cookie: string }

/**
 * §8 session expiry: every cookie goes. A cookie is deleted by setting it again with a past expiry on
 * the same path; the spec's cookies live on path '/'.
 */
export function clearAllCookies(jar: CookieJar | undefined = globalThis.document): void {
  if (!jar) return
  const names = jar.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name.length > 0)
  for (const name of new Set(names)) {
    jar.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}
