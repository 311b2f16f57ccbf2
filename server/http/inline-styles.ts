import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The CSP source ('sha256-…', base64) that allows an inline <style> with exactly this text. */
export function styleHash(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`
}

/**
 * The hashes of the inline <style> elements of the built client's index.html: the skeleton's rules, which the
 * build puts there so the first paint waits for no stylesheet (scripts/boot-pages.ts). The home's and the match
 * pages are made from the same index.html, so they carry the same rules. Read once, at start: a client built
 * again while the server runs paints its skeleton unstyled until the server restarts (its app is unaffected).
 * None without a build.
 */
export function inlineStyleHashes(staticDir: string): string[] {
  const file = join(resolve(staticDir), 'index.html')
  if (!existsSync(file)) return []
  const html = readFileSync(file, 'utf8')
  return [...new Set([...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => styleHash(match[1] ?? '')))]
}
