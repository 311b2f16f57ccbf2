import { defineConfig } from 'vitest/config'

// Suites that need a real PostgreSQL (DATABASE_URL) and Redis (REDIS_URL); .ci/run runs them after `npm test`:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
//     npx vitest run --config vitest.services.config.ts
export default defineConfig({
  test: {
    include: ['server/**/*.services.test.ts'],
    // As the server project of vitest.config.ts: the files share a worker's modules.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
