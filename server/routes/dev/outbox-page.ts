import type { FastifyInstance } from 'fastify'
import type { OutboxMessage } from '../../providers/code-sender'
import { type AccountServices, LOCAL_OUTBOX_PATH } from '../services'
import { devPage, escapeHtml } from './page'

/** How often the page reloads itself, so a code sent after it was opened shows up. */
const REFRESH_SECONDS = 3

/**
 * The local outbox: a page for people listing the codes the development SMS and email providers "sent",
 * newest first. The login modal of a local run links here; the JSON outboxes stay for scripts.
 */
export function registerOutboxPage(app: FastifyInstance, services: AccountServices): void {
  const boxes = [
    { channel: '短信 SMS', outbox: services.sms.outbox },
    { channel: '邮件 Email', outbox: services.email.outbox },
  ].filter((box) => box.outbox !== null)
  if (boxes.length === 0) return
  app.get(LOCAL_OUTBOX_PATH, async (_request, reply) => {
    const messages = boxes
      .flatMap(({ channel, outbox }) => (outbox?.recent() ?? []).map((message) => ({ channel, ...message })))
      .sort((a, b) => b.sentAt - a.sentAt)
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('refresh', String(REFRESH_SECONDS))
      .send(devPage('本地收件箱 · Local outbox', outboxBody(messages), 'outbox'))
  })
}

function outboxBody(messages: (OutboxMessage & { channel: string })[]): string {
  const intro =
    '<p>本机运行时，验证码不会真的发出，而是显示在这里和服务器终端中。· ' +
    'In a local run codes are not really sent: they show here and in the server terminal.</p>'
  if (messages.length === 0) return `${intro}<p data-testid="outbox-empty">暂无验证码 · No codes yet</p>`
  const rows = messages
    .map(
      (m) => `<tr data-testid="outbox-message" data-to="${escapeHtml(m.to)}">
<td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.to)}</td>
<td><strong data-testid="outbox-code">${escapeHtml(m.code)}</strong></td>
<td><time datetime="${new Date(m.sentAt).toISOString()}">${new Date(m.sentAt).toISOString().slice(11, 19)} UTC</time></td></tr>`,
    )
    .join('\n')
  return `${intro}<table>
<thead><tr><th>渠道</th><th>收件人 · To</th><th>验证码 · Code</th><th>时间 · Time</th></tr></thead>
<tbody>${rows}</tbody></table>`
}
