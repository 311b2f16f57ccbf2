import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { ScorecastDB } from '../../db/database'
import { completeHomeOrder, DEFAULT_HOME_ORDER } from '../../db/home-sections'
import { EventBus } from '../core/bus'
import { until } from '../core/test-support'
import { startCatalogWriter } from './catalog-writer'

const NAME = 'home-order'
afterEach(() => new ScorecastDB(NAME).delete())

describe('home section order', () => {
  it('is every section once, in the default order at first', () => {
    expect(completeHomeOrder(undefined)).toEqual([...DEFAULT_HOME_ORDER])
    // Unknown and repeated ids dropped, missing ones appended in default order.
    expect(completeHomeOrder(['data', 'nope', 'data', 'hot'])).toEqual([
      'data',
      'hot',
      ...DEFAULT_HOME_ORDER.filter((id) => id !== 'data' && id !== 'hot'),
    ])
  })

  it('survives a reload once dragged', async () => {
    const bus = new EventBus()
    const db = new ScorecastDB(NAME)
    const writer = startCatalogWriter(bus, db)
    const dragged = completeHomeOrder(['highlights', 'live'])
    bus.emit({ type: 'home/order', order: dragged })
    await until(() => db.readMeta('homeSectionOrder'), 10_000, 'the stored order')
    writer.unsubscribe()
    db.close()

    // The dragged order is not the default one, so finding it again proves it was stored.
    expect(dragged).not.toEqual([...DEFAULT_HOME_ORDER])
    const reopened = new ScorecastDB(NAME)
    expect(await reopened.readMeta('homeSectionOrder')).toEqual(dragged)
    reopened.close()
  })
})
