import { styleHash } from '../../http/inline-styles'

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const DEV_PAGE_STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#222}
.note{color:#a15c00;background:#fff4e0;padding:.5rem .75rem;border-radius:6px;font-size:14px}
label{display:block;margin:1rem 0 .25rem}input{width:100%;padding:.5rem;font-size:16px;box-sizing:border-box}
button{margin-top:1.25rem;padding:.6rem 1.2rem;font-size:16px;background:#1463ff;color:#fff;border:0;border-radius:6px;cursor:pointer}`

/** The inline style's hash, which the Content-Security-Policy allows (no 'unsafe-inline'). */
export const DEV_PAGE_STYLE_HASH = styleHash(DEV_PAGE_STYLE)

/** What a development page stands in for, said under its title. */
const DEV_NOTES = {
  signIn: '开发环境的模拟登录页面 · Development sign-in page (no real provider is configured)',
  cashier:
    '开发环境的模拟收银台，不会真实扣款 · Development cashier: no real payment is taken (no payment provider is configured)',
  outbox:
    '开发环境的本地收件箱：验证码不会真的发出 · Development outbox: codes are not really sent (no SMS or email provider is configured)',
} as const

/** A plain page of the development providers (never served in production). */
export function devPage(title: string, body: string, kind: keyof typeof DEV_NOTES = 'signIn'): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title>
<style>${DEV_PAGE_STYLE}</style>
</head><body><h1>${escapeHtml(title)}</h1>
<p class="note">${DEV_NOTES[kind]}</p>
${body}</body></html>`
}

/**
 * A redirect target of this same server only: the dev pages must not become open redirects either.
 * Returns the URL, or null when it points elsewhere.
 */
export function sameOriginUrl(target: string, origin: string): URL | null {
  try {
    const url = new URL(target, origin)
    return url.origin === new URL(origin).origin ? url : null
  } catch {
    return null
  }
}
