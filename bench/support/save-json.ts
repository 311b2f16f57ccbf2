import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'

/** Writes one run's result with the machine's description to bench/results/<name>-<time>.json; returns the file. */
export function saveJson(name: string, result: object): string {
  const dir = join(import.meta.dirname, '../results')
  mkdirSync(dir, { recursive: true })
  const at = new Date().toISOString()
  const file = join(dir, `${name}-${at.replace(/[:.]/g, '-')}.json`)
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? '?' }
  writeFileSync(file, `${JSON.stringify({ benchmark: name, at, machine, ...result }, null, 2)}\n`)
  return file
}
