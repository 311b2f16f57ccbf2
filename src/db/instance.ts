import { ScorecastDB } from './database'

/**
 * The app's one database. Opening is lazy (on first use), so importing this is free; tests make their
 * own `new ScorecastDB(name)` instead.
 */
export const db = new ScorecastDB()
