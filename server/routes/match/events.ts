import type { Handler } from '../../http/handler'
import { eventsAfter, timelineOf } from '../../matches/read'

export const matchEvents: Handler<'matchEvents'> = (input, { db }) => eventsAfter(db, input)

export const matchTimeline: Handler<'matchTimeline'> = (input, { db }) => timelineOf(db, input)
