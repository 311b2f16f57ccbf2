import { startProviderDoubles } from './provider-doubles'

/**
 * `npm run provider-double`: PandaScore's REST API, API-Football's and API-Basketball's on this machine
 * (DOUBLE_PORT and the two ports under it), their matches played by the built-in simulator. Run the portal
 * against them with the command it prints.
 */
const doubles = await startProviderDoubles({
  port: Number(process.env.DOUBLE_PORT ?? 3999),
  speed: Number(process.env.FEED_SPEED ?? 1),
  hourlyLimit: Number(process.env.PANDASCORE_HOURLY_LIMIT ?? 1000),
})
const { env, counts } = doubles
process.stdout.write(
  `PandaScore double at ${env.PANDASCORE_API_URL} (${counts.matches} matches)\n` +
    `API-Football double at ${env.API_FOOTBALL_URL} (${counts.fixtures} fixtures)\n` +
    `API-Basketball double at ${env.API_BASKETBALL_URL} (${counts.games} games)\n` +
    'Run the portal on them:\n  ' +
    Object.entries(env)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ') +
    ' npm start\n',
)
const stop = () => {
  void doubles.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// Keeps the process alive until a signal.
setInterval(() => undefined, 1 << 30)
