import { startProviderDoubles } from '../../server/feed/provider-doubles'

/**
 * The end-to-end suite's second portal: the provider doubles and, in the same process, the server reading
 * them with its real adapters (FEED_PROVIDER=pandascore,api-football,api-basketball). The doubles listen on
 * free ports; the server takes PORT and the rest of its variables from playwright.config.ts.
 */
const doubles = await startProviderDoubles({ port: 0 })
Object.assign(process.env, doubles.env)
await import('../../server/main')
