import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CONFIG_DOCS } from '../server/config'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

describe('README', () => {
  it('opens with exactly the two set-up commands', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(firstBlock?.trim().split('\n')).toEqual(['npm install && npm start', 'npm test'])
  })

  it('documents every environment variable the server reads, with its default', () => {
    const table = /<!-- config:start -->([\s\S]*?)<!-- config:end -->/.exec(readme)?.[1] ?? ''
    for (const [name, fallback] of CONFIG_DOCS) expect(table).toContain(`| \`${name}\` | \`${fallback}\` |`)
  })
})
