/** A positive number from the environment, or the default when unset; anything else is an error. */
export function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name}=${JSON.stringify(raw)} is not a positive number.`)
  return value
}

/**
 * DATA_DIR for the server when BENCH_DATA_DIR is set: a data directory seeded by an earlier run, which spares
 * the minutes a fresh seed takes on a busy machine (the figures are of the client, not of the seed).
 */
export function benchDataDir(): { DATA_DIR?: string } {
  const dir = process.env.BENCH_DATA_DIR
  return dir ? { DATA_DIR: dir } : {}
}
