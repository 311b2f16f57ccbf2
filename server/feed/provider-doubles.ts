import { startApiBasketballDouble } from './api-basketball/double'
import { simulatedBasketball } from './api-basketball/double-world'
import { startApiFootballDouble } from './api-football/double'
import { simulatedFootball } from './api-football/double-world'
import { startPandaScoreDouble } from './pandascore/double'
import { simulatedWorld } from './pandascore/double-world'

export type ProviderDoubles = {
  /** The variables that run the portal on the doubles (FEED_PROVIDER, the URLs and keys). */
  env: Record<string, string>
  counts: { matches: number; fixtures: number; games: number }
  close(): Promise<void>
}

/**
 * PandaScore's, API-Football's and API-Basketball's doubles on `port`, `port − 1` and `port − 2` (0: any free
 * ports), their worlds played by the simulator on the wall clock and refreshed every second.
 */
export async function startProviderDoubles(options: {
  port: number
  speed?: number
  hourlyLimit?: number
  token?: string
  footballKey?: string
  basketballKey?: string
}): Promise<ProviderDoubles> {
  const speed = options.speed ?? 1
  const token = options.token ?? 'local-double-token'
  const footballKey = options.footballKey ?? 'local-double-football-key'
  const basketballKey = options.basketballKey ?? 'local-double-basketball-key'
  const next = (offset: number) => (options.port === 0 ? 0 : options.port - offset)
  const pandascore = await startPandaScoreDouble({ token, port: next(0), hourlyLimit: options.hourlyLimit ?? 1000 })
  const worlds = {
    esports: simulatedWorld({ speed, imageBase: pandascore.url }),
    football: simulatedFootball({ speed }),
    basketball: simulatedBasketball({ speed }),
  }
  const football = await startApiFootballDouble({ key: footballKey, port: next(1) })
  const basketball = await startApiBasketballDouble({ key: basketballKey, port: next(2) })
  const counts = { matches: 0, fixtures: 0, games: 0 }
  const refresh = () => {
    const now = Date.now()
    const matches = worlds.esports.at(now)
    pandascore.matches.clear()
    pandascore.put(...matches)
    const fixtures = worlds.football.at(now)
    football.fixtures.clear()
    football.put(...fixtures)
    const games = worlds.basketball.at(now)
    basketball.games.clear()
    basketball.put(...games)
    Object.assign(counts, { matches: matches.length, fixtures: fixtures.length, games: games.length })
  }
  // The live API: a frame of every game under way every two seconds; a match that stopped running has its
  // sockets closed with 1000, as PandaScore closes a finished match's.
  let running = new Set<number>()
  let tick = 0
  const frames = () => {
    const now = Date.now()
    for (const { matchId, frame } of worlds.esports.framesAt(now)) pandascore.frame(matchId, frame)
    const still = new Set([...pandascore.matches.values()].filter((m) => m.status === 'running').map((m) => m.id))
    for (const matchId of running) if (!still.has(matchId)) pandascore.endLive(matchId)
    running = still
  }
  refresh()
  frames()
  const timer = setInterval(() => {
    refresh()
    if (++tick % 2 === 0) frames()
  }, 1000)
  timer.unref()
  return {
    env: {
      FEED_PROVIDER: 'pandascore,api-football,api-basketball',
      PANDASCORE_API_URL: pandascore.url,
      PANDASCORE_TOKEN: token,
      PANDASCORE_LIVE_URL: pandascore.liveUrl,
      API_FOOTBALL_URL: football.url,
      API_FOOTBALL_KEY: footballKey,
      API_BASKETBALL_URL: basketball.url,
      API_BASKETBALL_KEY: basketballKey,
    },
    counts,
    async close() {
      clearInterval(timer)
      await Promise.all([pandascore.close(), football.close(), basketball.close()])
    },
  }
}
