import { existsSync } from 'node:fs'
import type { LaunchOptions } from '@playwright/test'

// Debian's Chromium only: `npx playwright install` cannot download browsers on these machines.
// The flags keep it from phoning home (updates, sync, QUIC) so runs stay offline-clean and quiet.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The full browser, headless: the benchmarks and screenshots, which measure and look at what users get. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ARGS,
} satisfies LaunchOptions

/**
 * Debian's chromium-headless-shell (the same engine without the browser's UI layers, what Playwright itself
 * runs headless), else the full browser: the end-to-end stories ran on it with a fifth less CPU (26 stories:
 * 221 against 273 CPU-s) and every story passing. E2E_CHROMIUM_PATH chooses another.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const E2E_CHROMIUM_LAUNCH = {
  ...CHROMIUM_LAUNCH,
  executablePath:
    process.env.E2E_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_LAUNCH.executablePath),
} satisfies LaunchOptions
