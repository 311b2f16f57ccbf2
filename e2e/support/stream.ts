import { type ChildProcess, spawn } from 'node:child_process'
import { findFfmpeg } from '../../server/media/ffmpeg-path'
import { E2E_RTMP_PORT } from './live-env'

/** A streaming tool stand-in: ffmpeg pushing a generated picture and tone to the e2e ingest. */
export type TestStream = { stop(): Promise<void>; output(): string }

/**
 * Pushes the generated stream (test pattern, sine tone, 1 s keyframes) to the room's stream code
 * until stopped, in real time as a streaming tool would.
 */
export function pushTestStream(code: string, seconds = 120): TestStream {
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-re'],
    ...['-f', 'lavfi', '-i', `testsrc=size=640x360:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-g', '25', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency'],
    ...['-c:a', 'aac', '-f', 'flv', `rtmp://127.0.0.1:${E2E_RTMP_PORT}/live/${code}`],
  ]
  const child: ChildProcess = spawn(findFfmpeg(process.env.FFMPEG_PATH)?.path ?? 'ffmpeg', args, {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let log = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString()
  })
  return {
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 3000).unref()
      }),
  }
}
