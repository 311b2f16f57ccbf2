import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The same Lingui macro compilation as the client build, so tests load route and component files as-is.
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: {
    // Suites that need a real PostgreSQL and Redis run from vitest.services.config.ts (see .ci/run).
    exclude: ['**/node_modules/**', '**/*.services.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two files at a time (the default leaves one of two cores idle): most suites wait on sockets, timers,
    // ffmpeg and the database more than they compute.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}', 'protocol/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          // The server's files share a worker's modules instead of importing Fastify, drizzle, socket.io and
          // the whole app afresh per file (a third of the suites' time went to imports): each file still makes
          // its own database, server and clock, and nothing of the app keeps state in its modules across them.
          isolate: false,
        },
      },
    ],
  },
})
