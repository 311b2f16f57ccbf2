#!/usr/bin/env node
// Runs the end-to-end suite on a clock set to a Beijing time of day (today's date): `node scripts/e2e-at.mjs
// 04:00 [spec…]`. No story may depend on the hour (issue #38): run it at 04:00, 12:00 and 23:30 and all must
// pass. It only sets E2E_CLOCK_OFFSET_MS; e2e/support/clock.ts puts the portals under libfaketime with that
// offset (a relative one: every process agrees on the time whenever it starts, time flows as usual, timers
// keep the real monotonic clock), the pages on Playwright's clock (e2e/fixtures.ts), and the stories reckon
// days from it. Needs Debian's faketime package (`apt-get install faketime`) and a built client
// (`npx vite build`).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const LIB = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1'
const [at, ...specs] = process.argv.slice(2)
const match = /^(\d{1,2}):(\d{2})$/.exec(at ?? '')
if (!match) {
  console.error('usage: node scripts/e2e-at.mjs HH:MM [spec…]   (a Beijing time of day)')
  process.exit(2)
}
if (!existsSync(LIB)) {
  console.error(`${LIB} is missing: apt-get install faketime`)
  process.exit(2)
}
const BEIJING = 8 * 3_600_000
const now = Date.now()
const day = new Date(now + BEIJING).toISOString().slice(0, 10)
const target = Date.parse(`${day}T${match[1].padStart(2, '0')}:${match[2]}:00Z`) - BEIJING
const offset = Math.round((target - now) / 1000)
console.log(`e2e at ${day} ${at} Beijing (clock offset ${offset} s)`)
const result = spawnSync('npx', ['playwright', 'test', ...specs], {
  stdio: 'inherit',
  env: { ...process.env, E2E_CLOCK_OFFSET_MS: String(offset * 1000) },
})
process.exit(result.status ?? 1)
