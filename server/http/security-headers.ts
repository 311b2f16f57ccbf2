import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'

export type SecurityHeaderOptions = {
  /** PUBLIC_URL: when https, every answer carries HSTS even if TLS ends at a proxy in front of us. */
  publicUrl: string | undefined
  /** SZ_URL: static assets and uploads may come from another origin (a CDN). */
  szUrl: string
  /** A real Telegram bot is configured: its widget is a script of telegram.org with an iframe of its own. */
  telegramWidget: boolean
  /** Hashes ('sha256-…') of inline styles the server's own pages must keep (the dev providers' pages). */
  styleHashes: readonly string[]
}

const TELEGRAM_SCRIPT = 'https://telegram.org'
const TELEGRAM_FRAME = 'https://oauth.telegram.org'
const HSTS = 'max-age=31536000; includeSubDomains'
/** Nothing on the portal needs the camera, the microphone or the like; video may go full screen. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), ' +
  'accelerometer=(), gyroscope=(), magnetometer=(), display-capture=(), ' +
  'fullscreen=(self), autoplay=(self), picture-in-picture=(self)'

function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * The Content-Security-Policy: no inline script anywhere (the built client has none; zod runs jitless so
 * nothing needs eval), styles from files plus the listed hashes, video through MediaSource (blob:) and
 * hls.js's worker (blob:), images also from https (OAuth avatars live on the providers' hosts), and no
 * framing of the portal at all (clickjacking of the gift and unlock buttons).
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions): Record<string, string[]> {
  const assets = originOf(options.szUrl)
  const withAssets = (...sources: string[]) => (assets ? [...sources, assets] : sources)
  return {
    'default-src': ["'self'"],
    'script-src': withAssets("'self'", ...(options.telegramWidget ? [TELEGRAM_SCRIPT] : [])),
    'style-src': withAssets("'self'", ...options.styleHashes.map((hash) => `'${hash}'`)),
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': withAssets("'self'", 'blob:'),
    'worker-src': ["'self'", 'blob:'],
    'connect-src': withAssets("'self'"),
    'font-src': withAssets("'self'", 'data:'),
    'frame-src': options.telegramWidget ? [TELEGRAM_FRAME] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
  }
}

function isHttps(request: FastifyRequest, publicUrl: string | undefined): boolean {
  return request.protocol === 'https' || publicUrl?.startsWith('https:') === true
}

/** helmet on every answer (pages, calls, static files, HLS), plus HSTS on https and a Permissions-Policy. */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    // HSTS over plain http is meaningless and, on a local run, harmful: set below, on https only.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Telegram's widget opens its confirmation in a popup that reports back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Assets and uploads may be fetched through SZ_URL's CDN origin.
    crossOriginResourcePolicy: { policy: originOf(options.szUrl) ? 'cross-origin' : 'same-origin' },
  })
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    if (isHttps(request, options.publicUrl)) reply.header('strict-transport-security', HSTS)
  })
}
