#!/usr/bin/env node
// The one-way data flow, enforced: components in src/ui take props and never import the cache, the bus or
// the HTTP client; only src/streams touches the socket. Fails with the offending imports listed.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const src = join(root, 'src')
const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) yield* files(path)
    else if (/\.(ts|tsx)$/.test(entry)) yield path
  }
}

/** Which top-level folder of src/ an import lands in, or the bare package name. */
function target(file, specifier) {
  if (specifier.startsWith('.')) {
    const rel = relative(src, resolve(dirname(file), specifier))
    return rel.startsWith('..') ? null : `src/${rel.split(/[\\/]/)[0]}`
  }
  return specifier
}

const problems = []
for (const file of files(src)) {
  const area = relative(src, file).split(/[\\/]/)[0]
  const text = readFileSync(file, 'utf8')
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3]
    const to = target(file, specifier)
    const where = relative(root, file)
    if (area === 'ui' && ['src/db', 'src/streams', 'src/api'].includes(to)) {
      problems.push(`${where}: src/ui must take props, not import ${to}`)
    }
    if (area !== 'streams' && (to === 'socket.io-client' || to?.startsWith('socket.io-client/'))) {
      problems.push(`${where}: only src/streams may use socket.io-client`)
    }
    if (area === 'ui' && (to === 'ky' || to === 'dexie' || to === 'dexie-react-hooks')) {
      problems.push(`${where}: src/ui must not use ${to}`)
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log('import boundaries: ok')
