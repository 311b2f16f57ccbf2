import type { ChannelDay } from '../../../../protocol/channel'
import { yuan } from '../../../../protocol/payments'

/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function field(value: string | number): string {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * The statistics as CSV, one day a line under the given headings (date, registrations, active, recharges,
 * recharged yuan). Starts with a byte-order mark so spreadsheet programs read the Chinese headings as UTF-8.
 */
export function statsCsv(days: readonly ChannelDay[], headings: readonly [string, string, string, string, string]) {
  const lines = [
    headings.map(field).join(','),
    ...days.map((d) => [d.day, d.registrations, d.active, d.recharges, yuan(d.rechargeCents)].map(field).join(',')),
  ]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** Hands the text to the browser as a download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
