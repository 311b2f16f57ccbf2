import { expect, type Locator, type Page } from '@playwright/test'
import { Shell } from './shell'

export type RowSeq = { matchId: string; seq: number }

/**
 * The home page: sections (进行中, 今天, 热门榜单 …) in the order the user chose, the day sections as rows,
 * each with a score that carries the sequence it shows. A match can appear in several sections (a live
 * match is in 进行中 and in 今天), so row lookups take the first.
 */
export class HomePage {
  readonly shell: Shell
  readonly sections: Locator
  /** Where rows are looked for: the whole page, or one section after showInPlay(). */
  private scope: Locator

  constructor(readonly page: Page) {
    this.shell = new Shell(page)
    this.sections = page.getByTestId('home-sections').locator(':scope > li')
    this.scope = page.locator('body')
  }

  get rows(): Locator {
    return this.scope.getByTestId('match-row')
  }

  /** Head-to-head rows of matches in progress (a battle royale's row shows its lobby, not a score). */
  get liveRows(): Locator {
    return this.scope.locator('[data-testid="match-row"][data-status="live"]:not([data-kind="battleRoyale"])')
  }

  section(id: string): Locator {
    return this.page.locator(`[data-testid="home-sections"] > li[data-section="${id}"]`)
  }

  /** The section ids in page order. */
  async sectionOrder(): Promise<string[]> {
    return this.sections.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.section ?? ''))
  }

  /**
   * Brings each section near the viewport in turn, so every one renders (a section renders once it comes
   * near, src/ui/layout/near-viewport.tsx), then scrolls back to the top.
   */
  async renderAllSections(): Promise<void> {
    const count = await this.sections.count()
    for (let index = 0; index < count; index++) {
      const section = this.sections.nth(index)
      await section.scrollIntoViewIfNeeded()
      await expect(section.locator(':scope > .reorder-body > [aria-busy="true"]')).toHaveCount(0)
    }
    await this.page.evaluate(() => window.scrollTo(0, 0))
  }

  async goto(): Promise<void> {
    await this.page.goto('/')
  }

  row(matchId: string): Locator {
    return this.scope.locator(`[data-testid="match-row"][data-match-id="${matchId}"]`).first()
  }

  score(matchId: string): Locator {
    return this.row(matchId).getByTestId('match-score')
  }

  async waitForRows(timeout = 20_000): Promise<void> {
    await expect(this.rows.first()).toBeVisible({ timeout })
  }

  /** Looks at the in-play section (进行中): rows are then those of that section only. */
  async showInPlay(): Promise<void> {
    const section = this.section('live')
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole('heading', { name: '进行中', exact: true })).toBeVisible()
    this.scope = section
  }

  /** Ids of the rendered rows, in page order. */
  async matchIds(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.matchId ?? ''))
  }

  /** A row's score text and the sequence it claims to show, read together so they cannot disagree. */
  async scoreSnapshot(matchId: string): Promise<{ seq: number; text: string }> {
    return this.score(matchId).evaluate((el) => ({
      seq: Number((el as HTMLElement).dataset.seq),
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, with the separators a person sees
      text: (el as HTMLElement).innerText,
    }))
  }

  /** The sequence every rendered row's score shows, by match id. */
  async seqs(): Promise<Record<string, number>> {
    return this.page.evaluate(() => {
      const seen: Record<string, number> = {}
      for (const row of document.querySelectorAll<HTMLElement>('[data-testid="match-row"]')) {
        const id = row.dataset.matchId
        const seq = Number(row.querySelector<HTMLElement>('[data-testid="match-score"]')?.dataset.seq)
        if (id && Number.isFinite(seq)) seen[id] = Math.max(seen[id] ?? 0, seq)
      }
      return seen
    })
  }

  /** Waits until some row shows a higher sequence than in `before` (a row new since then counts too). */
  async waitForNewerSeq(before: Record<string, number>, timeout = 30_000): Promise<RowSeq> {
    const handle = await this.page.waitForFunction(
      (previous) => {
        for (const row of document.querySelectorAll<HTMLElement>('[data-testid="match-row"]')) {
          const matchId = row.dataset.matchId
          const seq = Number(row.querySelector<HTMLElement>('[data-testid="match-score"]')?.dataset.seq)
          if (!matchId || !Number.isFinite(seq)) continue
          const was = previous[matchId]
          if (was !== undefined && seq > was) return { matchId, seq }
        }
        return null
      },
      before,
      { timeout, polling: 100 },
    )
    const found = (await handle.jsonValue()) as RowSeq | null
    if (!found) throw new Error('waitForFunction resolved without a row')
    return found
  }
}
