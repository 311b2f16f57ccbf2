import type { FeedProvider, ProviderContext } from './provider'
import { type IngestSinks, storeCalendar, storeUpdates } from './store'

/**
 * The one ingest worker of a provider: pulls its messages in order and stores each before pulling the
 * next, so events of one match are stored and published in seq order. Returns when the provider ends
 * (the signal aborted); a storage error is logged and the message retried after a pause, so a database
 * hiccup delays the feed instead of killing it.
 */
export async function runIngest(
  provider: FeedProvider,
  context: ProviderContext,
  sinks: IngestSinks,
  /** Runs each store alone among the feed's writes (a development push shares the ingest's order). */
  exclusive: <T>(job: () => Promise<T>) => Promise<T> = (job) => job(),
): Promise<void> {
  for await (const message of provider.messages(context)) {
    for (let attempt = 1; !context.signal.aborted; attempt++) {
      try {
        await exclusive(async () => {
          if (message.kind === 'calendar') await storeCalendar(sinks, message.entries)
          else await storeUpdates(sinks, message.updates)
        })
        break
      } catch (error) {
        sinks.log.error({ err: error, provider: provider.name, attempt }, 'feed ingest failed; retrying')
        await context.wait(Math.min(30_000, 500 * 2 ** attempt))
      }
    }
    if (context.signal.aborted) return
  }
}
