import { eventsAfter, timelineOf } from '../../matches/read'
import type { Handler } from '../handler'

export const matchEvents: Handler<'matchEvents'> = (input, { db }) => eventsAfter(db, input)

export const matchTimeline: Handler<'matchTimeline'> = (input, { db }) => timelineOf(db, input)
