import { expect, type Locator, type Page } from '@playwright/test'
import { z } from 'zod'

const outboxSchema = z.object({ messages: z.array(z.object({ to: z.string(), code: z.string(), sentAt: z.number() })) })

/** A phone number no other test uses: 11 digits, 1 then 3–9 (§5). */
export function freshPhone(prefix = '139'): string {
  return `${prefix}${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`
}

/** The login modal over every page, in its three states, and the header's account corner. */
export class LoginModal {
  readonly modal: Locator
  readonly error: Locator
  readonly notice: Locator
  readonly phone: Locator
  readonly code: Locator
  readonly password: Locator
  readonly newPassword: Locator
  readonly sendCodeButton: Locator
  readonly submit: Locator
  readonly loginButton: Locator
  readonly accountButton: Locator
  readonly welcome: Locator

  constructor(readonly page: Page) {
    this.modal = page.getByTestId('login-modal')
    this.error = this.modal.getByTestId('login-error')
    this.notice = this.modal.getByTestId('login-notice')
    this.phone = this.modal.getByTestId('login-phone')
    this.code = this.modal.getByTestId('login-code')
    this.password = this.modal.getByTestId('login-password')
    this.newPassword = this.modal.getByTestId('login-new-password')
    this.sendCodeButton = this.modal.getByTestId('login-send-code')
    this.submit = this.modal.locator('button[type="submit"]')
    this.loginButton = page.getByTestId('login-button')
    this.accountButton = page.getByTestId('account-button')
    this.welcome = page.getByTestId('welcome-banner')
  }

  async open(): Promise<void> {
    await this.loginButton.click()
    await expect(this.modal).toBeVisible()
  }

  state(): Promise<string | null> {
    return this.modal.getAttribute('data-state')
  }

  async passwordTab(): Promise<void> {
    await this.modal.getByTestId('login-tab-password').click()
  }

  async codeTab(): Promise<void> {
    await this.modal.getByTestId('login-tab-code').click()
  }

  /** The codes the development SMS provider "sent" to `mobile`, newest first (as the outbox lists them). */
  async outbox(mobile: string): Promise<string[]> {
    const reply = await this.page.request.get('/java/dev/sms', { params: { mobile } })
    return outboxSchema.parse(await reply.json()).messages.map((m) => m.code)
  }

  /** Asks for a code and reads it from the outbox, as a person reads their phone. */
  async requestCode(mobile: string): Promise<string> {
    const before = (await this.outbox(mobile)).length
    await this.phone.fill(mobile)
    await this.sendCodeButton.click()
    await expect(this.sendCodeButton).toHaveText(/^\d+s$/)
    await expect.poll(async () => (await this.outbox(mobile)).length).toBe(before + 1)
    return (await this.outbox(mobile))[0] ?? ''
  }

  /** Code login from a closed modal; a new phone registers. */
  async loginWithCode(mobile: string): Promise<void> {
    await this.open()
    const code = await this.requestCode(mobile)
    await this.code.fill(code)
    await this.submit.click()
    await expect(this.modal).toBeHidden()
    // A first visit to a freshly started server is slow to settle (the page stores the day's matches while
    // the login lands): allow it more than the default.
    await expect(this.accountButton).toBeVisible({ timeout: 30_000 })
  }

  /** Milliseconds until the server accepts another code for `mobile` (60 s after the last one, plus a margin). */
  /** Moves the local server's account clock forward (POST /java/dev/clock: code windows, lockouts). */
  async advanceServerClock(seconds: number): Promise<void> {
    const reply = await this.page.request.post('/java/dev/clock', {
      data: { advanceSeconds: seconds },
      headers: { sysType: 'PC' },
    })
    expect(reply.status()).toBe(200)
  }

  async logout(): Promise<void> {
    if ((await this.accountButton.getAttribute('aria-expanded')) !== 'true') await this.accountButton.click()
    await this.page.getByTestId('logout-button').click()
    await expect(this.loginButton).toBeVisible()
  }

  /** The session cookie as the browser holds it (HttpOnly: only the browser context, never the page, sees it). */
  async sessionCookie(): Promise<string | null> {
    const cookies = await this.page.context().cookies()
    return cookies.find((cookie) => cookie.name === 'token')?.value ?? null
  }
}
