import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The same Lingui macro compilation as the client build, so tests load route and component files as-is.
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'protocol/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Suites that need a real PostgreSQL and Redis run from vitest.services.config.ts (see .ci/run).
    exclude: ['**/node_modules/**', '**/*.services.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two files at a time (the default leaves one of two cores idle): most suites wait on sockets, timers,
    // ffmpeg and the database more than they compute.
    maxWorkers: 2,
  },
})
