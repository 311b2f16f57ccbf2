import { constants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/**
 * Answers under this size go out as they are: the headers of an encoded answer and the work would cost more
 * than the bytes saved.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024

/**
 * Compresses answers on the fly (the /java calls, docs, metrics, and any built file without a precompressed
 * sibling). Must be registered before the routes: the plugin hooks every route as it is declared.
 *
 * Brotli at quality 4 (the plugin's default, stated here because it is a decision): on this 2-core machine a
 * 320 KB getSevenDayMatch answer takes ~7 ms to 22 KB, where quality 11 takes ~2 s for 16 KB and gzip 6 takes
 * ~18 ms for 29 KB (bench/README.md, "wire"). The built client does not come through here: its files are
 * compressed once at build time at the highest levels (scripts/precompress.ts) and served as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
}
