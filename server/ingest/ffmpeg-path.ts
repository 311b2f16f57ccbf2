import { execFileSync } from 'node:child_process'
import { accessSync, chmodSync, constants, copyFileSync, mkdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'

/** Where the ffmpeg that remuxes RTMP to HLS came from, for the log. */
export type FfmpegFound = { path: string; source: 'FFMPEG_PATH' | 'PATH' | '@ffmpeg-installer' }

/**
 * The ffmpeg to run: FFMPEG_PATH when set, else `ffmpeg` on PATH, else the binary that @ffmpeg-installer
 * ships for this platform. Each candidate must answer `-version`. Null when none does: the caller logs a
 * warning and the embedded ingest stays off rather than failing the portal.
 */
export function findFfmpeg(explicit: string | undefined): FfmpegFound | null {
  if (explicit) return answers(explicit) ? { path: explicit, source: 'FFMPEG_PATH' } : null
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, 'ffmpeg')
    if (dir !== '' && isExecutableFile(candidate) && answers(candidate)) return { path: candidate, source: 'PATH' }
  }
  const shipped = installerBinary()
  return shipped && answers(shipped) ? { path: shipped, source: '@ffmpeg-installer' } : null
}

/**
 * @ffmpeg-installer's binary. Its postinstall `chmod` does not always run (npm with --ignore-scripts, a copy
 * of node_modules), so a binary without the execute bit is made executable, or copied to a temporary
 * directory where it can be when node_modules is read-only.
 */
function installerBinary(): string | null {
  let path: string
  try {
    const required: unknown = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg')
    if (typeof required !== 'object' || required === null || !('path' in required)) return null
    path = String(required.path)
  } catch {
    // Not installed, or no binary for this platform.
    return null
  }
  if (isExecutableFile(path)) return path
  try {
    chmodSync(path, 0o755)
    return path
  } catch {
    const dir = join(tmpdir(), 'scorecast-ffmpeg')
    const copy = join(dir, 'ffmpeg')
    try {
      mkdirSync(dir, { recursive: true })
      if (!isExecutableFile(copy) || statSync(copy).size !== statSync(path).size) {
        copyFileSync(path, copy)
        chmodSync(copy, 0o755)
      }
      return copy
    } catch {
      return null
    }
  }
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/** Runs `<path> -version`: a binary for another platform or a broken one fails here, not at the first publish. */
function answers(path: string): boolean {
  try {
    execFileSync(path, ['-hide_banner', '-version'], { stdio: 'ignore', timeout: 10_000 })
    return true
  } catch {
    return false
  }
}
