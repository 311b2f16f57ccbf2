import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SniffedImage } from './image-sniff'
import { type MediaLimits, runLimited } from './sandbox'

// A picture from outside (a provider's team logo) redrawn by ffmpeg into a PNG of at most `side` pixels a
// side: its own demuxer and decoder only (named from the sniffed type), local files only, in a sandbox of
// 5 CPU-seconds and 512 MiB, killed after 10 s. What comes out is ffmpeg's own PNG, not the stranger's bytes.

const LIMITS: MediaLimits = { cpuSeconds: 5, memoryBytes: 512 * 1024 ** 2, fileBytes: 8 * 1024 ** 2 }
const TIMEOUT_MS = 10_000
const INPUT: Record<string, { format: string; decoder: string }> = {
  'image/png': { format: 'png_pipe', decoder: 'png' },
  'image/jpeg': { format: 'jpeg_pipe', decoder: 'mjpeg' },
  'image/webp': { format: 'webp_pipe', decoder: 'webp' },
}

export async function resizeToPng(ffmpegPath: string, image: SniffedImage, side: number): Promise<Buffer> {
  const input = INPUT[image.mime]
  if (!input) throw new Error(`cannot resize ${image.mime}`)
  const dir = await mkdtemp(join(tmpdir(), 'scorecast-image-'))
  try {
    await writeFile(join(dir, 'in'), image.data)
    const result = await runLimited(
      ffmpegPath,
      [
        ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
        ...['-protocol_whitelist', 'file', '-format_whitelist', input.format, '-codec_whitelist', input.decoder],
        ...['-f', input.format, '-i', 'in'],
        ...['-vf', `scale=w=${side}:h=${side}:force_original_aspect_ratio=decrease`, '-frames:v', '1'],
        ...['-c:v', 'png', '-f', 'image2', 'out.png'],
      ],
      LIMITS,
      { cwd: dir, timeoutMs: TIMEOUT_MS },
    )
    if (result.code !== 0)
      throw new Error(
        `ffmpeg: ${result.timedOut ? 'timed out' : `exit ${result.code ?? result.signal}`} ${result.stderr}`,
      )
    return await readFile(join(dir, 'out.png'))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
