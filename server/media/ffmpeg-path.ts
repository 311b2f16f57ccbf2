import { execFileSync } from 'node:child_process'
import { accessSync, constants, statSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'

/**
 * The oldest ffmpeg Scorecast runs: Debian 12's (5.1, kept patched by Debian's security team). Every upload and
 * every published stream is decoded by it, so an old build is an open door; older ones also lack options the
 * transcode uses (the scale filter's force_divisible_by).
 */
export const MIN_FFMPEG_VERSION: readonly [number, number] = [5, 1]
/** Git builds say `N-<commit count>`; 5.1 was cut at about this count. */
const MIN_GIT_BUILD = 107_000

/** The ffmpeg and ffprobe of this machine that passed the checks. */
export type Ffmpeg = {
  path: string
  /** ffprobe beside it (or on PATH): uploads are read with it before anything decodes them. */
  ffprobe: string
  /** As `-version` says it: `5.1.9-0+deb12u1`, `7.1`, `N-118000-g…`. */
  version: string
  source: 'FFMPEG_PATH' | 'PATH'
}

export type FfmpegSearch = { found: Ffmpeg; problem: null } | { found: null; problem: string }

export const INSTALL_HINT = "install Debian's ffmpeg (`apt-get install ffmpeg`) or set FFMPEG_PATH to ffmpeg ≥ 5.1"

/** The version word of `ffmpeg -version`'s first line ("ffmpeg version 5.1.9-0+deb12u1 Copyright …"). */
export function versionOf(firstLine: string): string | null {
  return /^ff(?:mpeg|probe) version (\S+)/.exec(firstLine)?.[1] ?? null
}

/** Whether a version word is at least MIN_FFMPEG_VERSION (a release) or a git build as recent. */
export function isCurrentVersion(version: string): boolean {
  const git = /^N-(\d+)-/.exec(version)
  if (git) return Number(git[1]) >= MIN_GIT_BUILD
  const release = /^n?(\d+)\.(\d+)/.exec(version)
  if (!release) return false
  const [major, minor] = [Number(release[1]), Number(release[2])]
  const [minMajor, minMinor] = MIN_FFMPEG_VERSION
  return major > minMajor || (major === minMajor && minor >= minMinor)
}

/**
 * The ffmpeg to run: FFMPEG_PATH when set, else `ffmpeg` on PATH; it must answer `-version` with a current
 * version, and an ffprobe of the same must sit beside it or on PATH. When none qualifies, `problem` says why
 * in words an operator can act on. There is no bundled fallback: the one npm shipped was a 2018 build.
 */
export function locateFfmpeg(explicit: string | undefined): FfmpegSearch {
  const candidate = explicit ?? onPath('ffmpeg')
  if (!candidate) return { found: null, problem: `no ffmpeg on PATH: ${INSTALL_HINT}` }
  const source = explicit ? 'FFMPEG_PATH' : 'PATH'
  const version = askVersion(candidate)
  if (version === null) return { found: null, problem: `${candidate} (${source}) does not run: ${INSTALL_HINT}` }
  if (!isCurrentVersion(version))
    return { found: null, problem: `${candidate} is ffmpeg ${version}, older than 5.1: ${INSTALL_HINT}` }
  const beside = join(dirname(candidate), 'ffprobe')
  const ffprobe = isExecutableFile(beside) ? beside : onPath('ffprobe')
  if (!ffprobe || askVersion(ffprobe) === null)
    return { found: null, problem: `no ffprobe beside ${candidate} or on PATH: ${INSTALL_HINT}` }
  return { found: { path: candidate, ffprobe, version, source }, problem: null }
}

/** locateFfmpeg's ffmpeg, or null (callers that need no reason: tests, the demo, benchmarks). */
export function findFfmpeg(explicit: string | undefined): Ffmpeg | null {
  return locateFfmpeg(explicit).found
}

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name)
    if (dir !== '' && isExecutableFile(candidate)) return candidate
  }
  return null
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
function askVersion(path: string): string | null {
  try {
    const output = execFileSync(path, ['-hide_banner', '-version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    })
    return versionOf(output.split('\n')[0] ?? '') ?? 'unknown'
  } catch {
    return null
  }
}
