import { execFileSync } from 'node:child_process'

/** What the ffmpeg at hand can draw with, looked up once when the demo starts. */
export type FfmpegFeatures = {
  /** Filter names from `ffmpeg -filters` (sources such as testsrc2 included). */
  filters: ReadonlySet<string>
  /** A font file for the burned-in title and clock: one with Chinese glyphs when the system has one. */
  fontFile: string | null
}

/**
 * Builds vary: a minimal build lacks some sources, and drawtext needs libfreetype. Whatever is missing is left out of the picture rather than failing it.
 */
export function probeFfmpegFeatures(ffmpegPath: string): FfmpegFeatures {
  return { filters: listFilters(ffmpegPath), fontFile: findFont() }
}

/** Lines look like " T.C drawtext          V->V       Draw text …"; the name is the second column. */
export function parseFilterList(output: string): Set<string> {
  const names = new Set<string>()
  for (const line of output.split('\n')) {
    const match = /^\s*[TSC.|]{3}\s+(\w+)\s+\S+->\S+/.exec(line)
    if (match?.[1]) names.add(match[1])
  }
  return names
}

function listFilters(ffmpegPath: string): Set<string> {
  try {
    const output = execFileSync(ffmpegPath, ['-hide_banner', '-filters'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    })
    return parseFilterList(output)
  } catch {
    return new Set()
  }
}

/**
 * fontconfig's list of fonts covering Chinese, else of any font. Without fontconfig (or fonts) there is no
 * text: drawtext would otherwise fail on the first frame.
 */
function findFont(): string | null {
  for (const pattern of [':lang=zh', ':']) {
    try {
      const output = execFileSync('fc-list', [pattern, 'file'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: 10_000,
      })
      const files = output
        .split('\n')
        .map((line) => line.trim().replace(/:$/, ''))
        .filter((file) => /\.(ttf|ttc|otf)$/i.test(file))
        .sort()
      if (files[0]) return files[0]
    } catch {
      return null
    }
  }
  return null
}
