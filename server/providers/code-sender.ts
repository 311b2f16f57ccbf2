import type { CodeProviderConfig } from '../config'

/** One message a development outbox holds. */
export type OutboxMessage = { to: string; code: string; text: string; sentAt: number }

/** Delivers verification codes (SMS or email). `outbox` exists only for the development provider. */
export type CodeSender = {
  kind: CodeProviderConfig['kind']
  send(message: OutboxMessage): Promise<void>
  outbox: DevOutbox | null
}

export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError'
}

const OUTBOX_PER_TARGET = 20
/** The local outbox page shows this many of the newest messages. */
const OUTBOX_RECENT = 50

/**
 * The development provider's mailbox: the last messages per recipient, readable at /java/dev/sms|email,
 * and the newest ones overall for the local outbox page (/java/dev/outbox).
 */
export class DevOutbox {
  readonly #byTarget = new Map<string, OutboxMessage[]>()
  #recent: OutboxMessage[] = []

  add(message: OutboxMessage): void {
    const list = [message, ...(this.#byTarget.get(message.to) ?? [])].slice(0, OUTBOX_PER_TARGET)
    this.#byTarget.set(message.to, list)
    this.#recent = [message, ...this.#recent].slice(0, OUTBOX_RECENT)
  }

  /** Newest first, every recipient. */
  recent(): OutboxMessage[] {
    return this.#recent
  }

  /** Newest first. */
  read(to: string): OutboxMessage[] {
    return this.#byTarget.get(to) ?? []
  }
}

const WEBHOOK_TIMEOUT_MS = 10_000

/**
 * The sender a configuration names: the dev outbox, a JSON webhook to a gateway, or none (sending fails).
 * `onDevMessage` hears each message the dev outbox takes (the server prints it in its terminal).
 */
export function createCodeSender(
  config: CodeProviderConfig,
  onDevMessage: (message: OutboxMessage) => void = () => {},
): CodeSender {
  switch (config.kind) {
    case 'dev': {
      const outbox = new DevOutbox()
      return {
        kind: 'dev',
        outbox,
        send: async (message) => {
          outbox.add(message)
          onDevMessage(message)
        },
      }
    }
    case 'webhook':
      return {
        kind: 'webhook',
        outbox: null,
        send: async ({ to, code, text }) => {
          const response = await fetch(config.url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(config.token && { authorization: `Bearer ${config.token}` }),
            },
            body: JSON.stringify({ to, code, text }),
            signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
          })
          if (!response.ok) throw new ProviderUnavailableError(`code gateway answered HTTP ${response.status}`)
        },
      }
    case 'none':
      return {
        kind: 'none',
        outbox: null,
        send: async () => {
          throw new ProviderUnavailableError('no code provider is configured (SMS_PROVIDER / EMAIL_PROVIDER)')
        },
      }
  }
}
