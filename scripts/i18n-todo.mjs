#!/usr/bin/env node
// Translator's helper for the Lingui .po catalogs.
//   node scripts/i18n-todo.mjs list <locale>        → JSON {msgid: Chinese source text} of untranslated messages
//   node scripts/i18n-todo.mjs fill <locale> <json> → writes the translations of {msgid: text} into the catalog
// A message with a context (msgctxt) is keyed "context\u0004msgid", as gettext does.
// Only msgstr lines change; comments, order and every other entry stay as they are.
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const localesDir = resolve(fileURLToPath(import.meta.url), '../../locales')
const poPath = (locale) => join(localesDir, locale, 'messages.po')
const unquote = (s) => JSON.parse(s)
const quote = (s) => JSON.stringify(s)

/** Entries as {msgid, msgstr, start, end} where start..end are the msgstr lines. */
function entries(lines) {
  const out = []
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('msgid ')) continue
    const context = lines[i - 1]?.startsWith('msgctxt ') ? unquote(lines[i - 1].slice(8)) : null
    let msgid = unquote(lines[i].slice(6))
    let j = i + 1
    while (lines[j]?.startsWith('"')) msgid += unquote(lines[j++])
    if (!lines[j]?.startsWith('msgstr ')) continue
    const start = j
    let msgstr = unquote(lines[j].slice(7))
    j++
    while (lines[j]?.startsWith('"')) msgstr += unquote(lines[j++])
    if (msgid) out.push({ msgid: context === null ? msgid : `${context}\u0004${msgid}`, msgstr, start, end: j })
    i = j - 1
  }
  return out
}

const [command, locale, file] = process.argv.slice(2)
if (!locale) {
  console.error('usage: list <locale> | fill <locale> <json>')
  process.exit(2)
}
const source = new Map(entries(readFileSync(poPath('zh_CN'), 'utf8').split('\n')).map((e) => [e.msgid, e.msgstr]))
const lines = readFileSync(poPath(locale), 'utf8').split('\n')

if (command === 'list') {
  const todo = {}
  for (const e of entries(lines)) if (!e.msgstr) todo[e.msgid] = source.get(e.msgid) || e.msgid
  console.log(JSON.stringify(todo, null, 2))
} else if (command === 'fill') {
  const translations = JSON.parse(readFileSync(file, 'utf8'))
  let filled = 0
  for (const e of entries(lines).reverse()) {
    const text = translations[e.msgid]
    if (typeof text !== 'string' || text === '') continue
    lines.splice(e.start, e.end - e.start, `msgstr ${quote(text)}`)
    filled++
  }
  writeFileSync(poPath(locale), lines.join('\n'))
  console.log(`${locale}: ${filled} messages written`)
} else {
  console.error('usage: list <locale> | fill <locale> <json>')
  process.exit(2)
}
