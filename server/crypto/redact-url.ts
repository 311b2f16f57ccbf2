/** A connection URL without its password (`postgres://user:***@host/db`), fit for a log line or a message. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(unparsable)'
  }
}
