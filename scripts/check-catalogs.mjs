#!/usr/bin/env node
// Fails when the catalogs in locales/ lag behind the code: runs `lingui extract` and compares the catalogs
// before and after. A change means a message was added, edited or removed without extracting; the
// extraction has now been done, so translate the new messages (scripts/i18n-todo.mjs) and commit.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const localesDir = join(root, 'locales')

function snapshot() {
  const hash = new Map()
  for (const locale of readdirSync(localesDir)) {
    const text = readFileSync(join(localesDir, locale, 'messages.po'), 'utf8')
    // The creation date in the header is not content.
    hash.set(
      locale,
      createHash('sha256')
        .update(text.replace(/^"POT-Creation-Date:.*$/m, ''))
        .digest('hex'),
    )
  }
  return hash
}

const before = snapshot()
const result = spawnSync(join(root, 'node_modules/.bin/lingui'), ['extract'], { cwd: root, encoding: 'utf8' })
if (result.status !== 0) {
  console.error(result.stdout, result.stderr)
  process.exit(result.status ?? 1)
}
const after = snapshot()
const changed = [...after.keys()].filter((locale) => before.get(locale) !== after.get(locale))
if (changed.length > 0) {
  console.error(`Catalogs were out of date with the code (${changed.join(', ')}); they have been re-extracted now.`)
  console.error('Translate the new messages (node scripts/i18n-todo.mjs list <locale>) and commit the catalogs.')
  process.exit(1)
}
console.log('catalogs: up to date')
