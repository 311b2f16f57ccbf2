import { type TelegramAuth, telegramAuthSchema } from '../../../../protocol/auth'

type TelegramInfo = { botName: string; widgetUrl: string | null }

const TELEGRAM_FIELDS = ['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date', 'hash'] as const
/** The dev widget marks its redirect with tg=1; it is not part of the signed data. */
const EXTRA_FIELDS = ['tg'] as const

/** The page's URL without the Telegram return fields. */
export function withoutTelegramFields(href: string): URL {
  const url = new URL(href)
  for (const field of [...TELEGRAM_FIELDS, ...EXTRA_FIELDS]) url.searchParams.delete(field)
  return url
}

/**
 * The signed login data Telegram's widget appends to its auth URL on the way back (redirect mode), or
 * null when the URL carries none or it does not have Telegram's shape (the server checks the signature).
 */
export function telegramReturn(href: string): TelegramAuth | null {
  const params = new URL(href).searchParams
  if (!params.has('hash') || !params.has('auth_date') || !params.has('id')) return null
  const data: Record<string, string | number> = {}
  for (const field of TELEGRAM_FIELDS) {
    const value = params.get(field)
    if (value === null) continue
    data[field] = field === 'id' || field === 'auth_date' ? Number(value) : value
  }
  const parsed = telegramAuthSchema.safeParse(data)
  return parsed.success ? parsed.data : null
}

/**
 * Starts the Telegram login in redirect mode: the widget sends the user back here with the signed data.
 * In development the server's widget page stands in for Telegram; otherwise Telegram's own widget is shown.
 */
export async function startTelegram(info: TelegramInfo): Promise<string | null> {
  const back = withoutTelegramFields(globalThis.location.href).toString()
  if (info.widgetUrl) {
    const query = new URLSearchParams({ bot: info.botName, redirect_uri: back })
    globalThis.location.assign(`${info.widgetUrl}?${query}`)
    return null
  }
  showTelegramWidget(info.botName, back)
  return null
}

/** Telegram's widget script renders its login button where the script tag is (in the modal's slot). */
function showTelegramWidget(botName: string, authUrl: string): void {
  const slot = document.getElementById('telegram-login-slot')
  if (!slot || slot.childElementCount > 0) return
  const script = document.createElement('script')
  script.async = true
  script.src = 'https://telegram.org/js/telegram-widget.js?22'
  script.dataset.telegramLogin = botName
  script.dataset.size = 'large'
  script.dataset.authUrl = authUrl
  script.dataset.requestAccess = 'write'
  slot.append(script)
}
