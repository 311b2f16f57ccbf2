#!/usr/bin/env node
// CI: renders deploy/nginx-rtmp/nginx.conf for this machine (non-default ports, a temporary prefix) and
// has Debian's nginx with libnginx-mod-rtmp check it (`nginx -t`): the RTMP module, auth_request and the
// quoting of the signed-HLS location must all load. Running a stream through it is not done here yet.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const prefix = mkdtempSync(join(tmpdir(), 'scorecast-nginx-'))
const module = '/usr/lib/nginx/modules/ngx_rtmp_module.so'
const config = readFileSync(join(root, 'deploy/nginx-rtmp/nginx.conf'), 'utf8')
  .replaceAll('APP_ORIGIN', 'http://127.0.0.1:3299')
  .replaceAll('HOOK_SECRET', 'ci-hook-secret-0123456789')
  .replace(
    'load_module modules/ngx_rtmp_module.so;',
    `load_module ${module};\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log;`,
  )
  .replace('listen 1935;', 'listen 19399;')
  .replace('listen 8088;', 'listen 18098;')
  .replaceAll('127.0.0.1:8089', '127.0.0.1:18099')
  .replaceAll('/var/hls', join(prefix, 'hls'))
  .replace(
    'include       mime.types;',
    `include /etc/nginx/mime.types;\n    access_log ${prefix}/access.log;\n    client_body_temp_path ${prefix}/body;\n    proxy_temp_path ${prefix}/proxy;`,
  )
for (const placeholder of ['APP_ORIGIN', 'HOOK_SECRET'])
  if (config.includes(placeholder)) throw new Error(`${placeholder} left in the rendered config`)
writeFileSync(join(prefix, 'nginx.conf'), config)
const result = spawnSync('nginx', ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' })
process.stdout.write(result.stdout ?? '')
process.stderr.write(result.stderr ?? '')
if (result.error) throw result.error
process.exit(result.status ?? 1)
