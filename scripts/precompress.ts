import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text files the browser fetches; source maps are left to on-the-fly compression (only devtools read them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/
/** Below this a compressed sibling saves less than its headers and a file system lookup cost. */
const MIN_BYTES = 1024

/**
 * Writes a .br (quality 11) and a .gz (level 9) sibling of every compressible file of the build, which
 * server/http/static.ts sends as they are to browsers that accept them: the highest ratios for no CPU per
 * request. A sibling that is not smaller than the file is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'scorecast-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
    },
    async writeBundle() {
      await precompressDirectory(outDir)
    },
  }
}

/** Writes the compressed siblings of every compressible file under `dir`. */
export async function precompressDirectory(dir: string): Promise<void> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file))
  await Promise.all(files.map(compressFile))
}

async function compressFile(file: string): Promise<void> {
  if ((await stat(file)).size < MIN_BYTES) return
  const content = await readFile(file)
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz(content, { level: constants.Z_BEST_COMPRESSION }),
  ])
  if (br.length < content.length) await writeFile(`${file}.br`, br)
  if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped)
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}
