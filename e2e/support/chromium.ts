import type { LaunchOptions } from '@playwright/test'

// Debian's Chromium only: `npx playwright install` cannot download browsers on these machines.
// The flags keep it from phoning home (updates, sync, QUIC) so runs stay offline-clean and quiet.
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
} satisfies LaunchOptions
