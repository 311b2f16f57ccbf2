import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { formatCount, formatMatchTime, formatRelativeTime, JUST_NOW, JUST_UPDATED } from './format'

const now = Date.parse('2026-03-10T12:00:00Z')
const zh = setupI18n({ locale: 'zh_CN', messages: { zh_CN: {} } })
const en = setupI18n({ locale: 'en', messages: { en: { [JUST_NOW.id]: 'Just posted' } } })
const ago = (ms: number) => now - ms

describe('formatRelativeTime', () => {
  it('says 刚刚发表 under a minute, through the catalog', () => {
    expect(formatRelativeTime(ago(0), now, 'zh_CN', zh)).toBe('刚刚发表')
    expect(formatRelativeTime(ago(59_999), now, 'zh_CN', zh)).toBe('刚刚发表')
    expect(formatRelativeTime(ago(30_000), now, 'en', en)).toBe('Just posted')
  })

  it('takes another wording for just now where the thing is not a post', () => {
    expect(formatRelativeTime(ago(10_000), now, 'zh_CN', zh, JUST_UPDATED)).toBe('刚刚')
    expect(formatRelativeTime(ago(120_000), now, 'zh_CN', zh, JUST_UPDATED)).toBe('2分钟前')
  })

  it('treats a time in the future (clock skew) as just now', () => {
    expect(formatRelativeTime(now + 5 * 60_000, now, 'zh_CN', zh)).toBe('刚刚发表')
  })

  it('counts minutes, hours, days, weeks and months in the locale', () => {
    expect(formatRelativeTime(ago(60_000), now, 'zh_CN', zh)).toBe('1分钟前')
    expect(formatRelativeTime(ago(59 * 60_000), now, 'zh_CN', zh)).toBe('59分钟前')
    expect(formatRelativeTime(ago(3 * 3_600_000), now, 'en', en)).toBe('3 hours ago')
    expect(formatRelativeTime(ago(2 * 86_400_000), now, 'en', en)).toBe('2 days ago')
    expect(formatRelativeTime(ago(15 * 86_400_000), now, 'en', en)).toBe('2 weeks ago')
    expect(formatRelativeTime(ago(65 * 86_400_000), now, 'en', en)).toBe('2 months ago')
    expect(formatRelativeTime(ago(2 * 86_400_000), now, 'de', en)).toBe('vor 2 Tagen')
  })
})

describe('formatCount', () => {
  it('shows counts under 1000 as they are', () => {
    expect(formatCount(0, 'zh_CN')).toBe('0')
    expect(formatCount(999, 'en')).toBe('999')
  })

  it('shows 1000 and more in thousands with k, truncated', () => {
    expect(formatCount(1000, 'en')).toBe('1k')
    expect(formatCount(1234, 'en')).toBe('1.2k')
    expect(formatCount(1299, 'en')).toBe('1.2k')
    expect(formatCount(15_000, 'en')).toBe('15k')
    expect(formatCount(15_999, 'zh_CN')).toBe('15k')
    expect(formatCount(999_999, 'en')).toBe('999k')
  })

  it("uses the locale's decimal separator", () => {
    expect(formatCount(1234, 'de')).toBe('1,2k')
  })
})

describe('formatMatchTime', () => {
  it('shows HH:mm on the Beijing clock', () => {
    expect(formatMatchTime(Date.parse('2026-03-10T12:05:00Z'))).toBe('20:05')
    // 16:30 UTC is half past midnight the next day in Beijing.
    expect(formatMatchTime(Date.parse('2026-03-10T16:30:00Z'))).toBe('00:30')
  })
})
