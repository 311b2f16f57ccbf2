import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { settledMessage } from './settled-notices'

// What a buyer reads when a plan settles, and when it settles again after a corrected final score: each case
// its own sentence, in the buyer's language, with the coins that moved.

const base = { planId: 1, title: '主胜稳了', refunded: 0, corrected: false, kept: 0 }

async function inLocale(locale: 'zh_CN' | 'en') {
  const { messages } = await import(`../../../locales/${locale}/messages.po`)
  i18n.loadAndActivate({ locale, messages })
}

describe('settledMessage', () => {
  it('says what happened to the plan and the coins, in Chinese and in English', async () => {
    await inLocale('zh_CN')
    const cases = [
      settledMessage({ ...base, result: 'hit' }),
      settledMessage({ ...base, result: 'miss', refunded: 30 }),
      settledMessage({ ...base, result: 'void', refunded: 30 }),
      settledMessage({ ...base, result: 'miss' }),
      settledMessage({ ...base, result: 'miss', refunded: 30, corrected: true }),
      settledMessage({ ...base, result: 'void', refunded: 30, corrected: true }),
      settledMessage({ ...base, result: 'hit', kept: 30, corrected: true }),
      settledMessage({ ...base, result: 'hit', corrected: true }),
      settledMessage({ ...base, result: 'miss', corrected: true }),
    ]
    expect(cases).toEqual([
      '您购买的方案「主胜稳了」已命中',
      '您购买的方案「主胜稳了」未中，30金币已退回',
      '方案「主胜稳了」的比赛已取消，30金币已退回',
      '您购买的方案「主胜稳了」已结算',
      '赛果更正：方案「主胜稳了」改判未中，30金币已退回',
      '赛果更正：方案「主胜稳了」作废，30金币已退回',
      '赛果更正：方案「主胜稳了」改判命中，已退回的30金币无需归还',
      '赛果更正：方案「主胜稳了」改判命中',
      '赛果更正：方案「主胜稳了」改判未中',
    ])
    await inLocale('en')
    expect(settledMessage({ ...base, result: 'hit', kept: 1, corrected: true })).toBe(
      'Result corrected: your plan “主胜稳了” is now a hit; you keep the 1 coin refunded earlier',
    )
    expect(settledMessage({ ...base, result: 'miss', refunded: 30 })).toBe(
      'Your plan “主胜稳了” missed; 30 coins refunded',
    )
  })
})
