/**
 * A fetch that keeps cookies as a browser does for one site (what Set-Cookie sets, it sends back; what it
 * clears, it forgets), for tests and tools that run the client outside a browser. `extraHeaders` are sent
 * with every request (a non-browser client's `token` header, for instance).
 */
export function cookieJarFetch(
  extraHeaders: Record<string, string> = {},
): typeof globalThis.fetch & { jar: Map<string, string> } {
  const jar = new Map<string, string>()
  const jarFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    for (const [name, value] of Object.entries(extraHeaders)) request.headers.set(name, value)
    if (jar.size > 0) request.headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await fetch(request)
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a))
      if (expired || value === '') jar.delete(name)
      else jar.set(name, value)
    }
    return response
  }
  return Object.assign(jarFetch, { jar })
}
