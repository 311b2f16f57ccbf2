import { expect, type Locator, type Page } from '@playwright/test'

/** /{game}/{roomId}: the live room — video, the covered match, chat, chat rules, gifts. */
export class LiveRoomPage {
  readonly title: Locator
  readonly video: Locator
  readonly coveredMatch: Locator
  readonly coveredScore: Locator
  readonly chatInput: Locator
  readonly chatList: Locator
  readonly chatRefusal: Locator
  readonly chatRules: Locator
  readonly giftBalance: Locator
  readonly giftEffects: Locator
  readonly giftSend: Locator
  /** 金币不足 and the recharge link, shown when the balance does not cover a gift. */
  readonly giftShort: Locator
  readonly giftRecharge: Locator

  constructor(readonly page: Page) {
    this.title = page.getByTestId('room-title')
    this.video = page.locator('video')
    this.coveredMatch = page.getByTestId('live-room-match').getByTestId('match-row')
    this.coveredScore = page.getByTestId('live-room-match').getByTestId('match-score')
    this.chatInput = page.getByTestId('chat-text')
    this.chatList = page.getByTestId('chat-list')
    this.chatRefusal = page.getByTestId('chat-refusal')
    this.chatRules = page.getByTestId('chat-rules')
    this.giftBalance = page.getByTestId('gift-balance')
    this.giftEffects = page.getByTestId('gift-effects').locator('[data-testid="gift-float"]')
    this.giftSend = page.getByTestId('gift-send')
    this.giftShort = page.getByTestId('gift-short')
    this.giftRecharge = page.getByTestId('gift-recharge')
  }

  /** Opens the room whose card on /live carries `title`. */
  async openFromLiveList(title: string): Promise<void> {
    await this.page.goto('/live')
    const card = this.page.getByTestId('live-card').filter({ hasText: title })
    await expect(card).toBeVisible()
    await card.click()
    await expect(this.title).toContainText(title)
  }

  /** Where the video is, in seconds. */
  videoTime(): Promise<number> {
    return this.video.evaluate((video: HTMLVideoElement) => video.currentTime)
  }

  videoSize(): Promise<[number, number]> {
    return this.video.evaluate((video: HTMLVideoElement): [number, number] => [video.videoWidth, video.videoHeight])
  }

  /** The sequence the covered match's score shows. */
  async coveredSeq(): Promise<number> {
    return Number(await this.coveredScore.getAttribute('data-seq'))
  }

  /** A line the server stored (it carries its seq), by its text. */
  chatLine(text: string): Locator {
    return this.page.locator('[data-testid="chat-line"][data-seq]').filter({ hasText: text })
  }

  async say(text: string): Promise<void> {
    await this.chatInput.fill(text)
    await this.page.getByTestId('chat-send').click()
  }

  /** The anchor's chat rules: a blocked word list, saved. */
  async blockWords(words: string): Promise<void> {
    await this.page.getByTestId('chat-rules-open').click()
    await this.page.getByTestId('chat-rules-keywords').fill(words)
    await this.chatRules.getByRole('button', { name: '保存' }).click()
    await expect(this.chatRules).toContainText('已保存')
  }

  giftChoice(gift: string): Locator {
    return this.page.locator(`[data-testid="gift-choice"][data-gift="${gift}"]`)
  }

  /** Picks a gift and a count without sending. */
  async chooseGift(gift: string, count: number): Promise<void> {
    await this.giftChoice(gift).click()
    await this.page
      .getByTestId('gift-bar')
      .getByRole('button', { name: `×${count}`, exact: true })
      .click()
  }

  async sendGift(gift: string): Promise<void> {
    await this.giftChoice(gift).click()
    await this.giftSend.click()
  }
}
