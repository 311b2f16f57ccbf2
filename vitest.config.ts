import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'

/**
 * Server files that never read DATABASE_URL (they force PGlite or use no database). In CI (.ci/run) npm test
 * runs the client project only (SCORECAST_SERVER_SUITES=postgres, scripts/run.mjs); the job beside it runs the
 * PostgreSQL pass (SCORECAST_POSTGRES_PASS=1: all but these) and, last, these (SCORECAST_DATABASE_FREE=1): each
 * server file once per run.
 */
const DATABASE_FREE = [
  'server/faults/kill-nine.test.ts',
  'server/main.test.ts',
  'server/db/data-dir-lock.test.ts',
  'server/db/migrate.test.ts',
  'server/feed/builtin/**/*.test.ts',
  'server/media/ffmpeg-path.test.ts',
  'server/ingest/rtmp-limits.test.ts',
]
const postgresPass = Boolean(process.env.SCORECAST_POSTGRES_PASS)
const databaseFreePass = Boolean(process.env.SCORECAST_DATABASE_FREE)
const serverSuites = databaseFreePass ? DATABASE_FREE : ['server/**/*.test.ts']
/** The two passes of the CI job that runs at a low priority beside the end-to-end stories. */
const beside = postgresPass || databaseFreePass

export default defineConfig({
  // The same Lingui macro compilation as the client build, so tests load route and component files as-is.
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: {
    // Suites that need a real PostgreSQL and Redis run from vitest.services.config.ts (see .ci/run).
    exclude: [
      '**/node_modules/**',
      '**/*.services.test.ts',
      ...(postgresPass ? DATABASE_FREE.map((path) => `**/${path}`) : []),
    ],
    // The PostgreSQL pass runs at a low priority beside the end-to-end stories (.ci/run) and may wait whole
    // seconds for a core: a timeout there would time the machine, not the code.
    testTimeout: beside ? 90_000 : 20_000,
    hookTimeout: beside ? 120_000 : 30_000,
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
          include: serverSuites,
          // The server's files share a worker's modules instead of importing Fastify, drizzle, socket.io and
          // the whole app afresh per file (a third of the suites' time went to imports): each file still makes
          // its own database, server and clock, and nothing of the app keeps state in its modules across them.
          isolate: false,
        },
      },
    ],
  },
})
