import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../../protocol/messages'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { type ApplicationDraft, ageOn, checkApplication, fitsMaskedPhone } from './application-check'

const draft = (overrides: Partial<ApplicationDraft> = {}): ApplicationDraft => ({
  realName: '张三',
  birthDate: '2000-05-20',
  mobile: '13812340000',
  gameId: 1,
  shortIntro: 'LPL解说',
  acceptRules: true,
  ...overrides,
})
const context = { today: '2025-06-01', maskedMobile: '138****0000' }

describe('ageOn', () => {
  it('counts full years, the birthday itself included', () => {
    expect(ageOn('2007-06-01', '2025-06-01')).toBe(18)
    expect(ageOn('2007-06-02', '2025-06-01')).toBe(17)
    expect(ageOn('2007-07-01', '2025-06-01')).toBe(17)
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17)
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18)
  })
  it('refuses days off the calendar and in the future', () => {
    expect(ageOn('2001-02-30', '2025-06-01')).toBeNull()
    expect(ageOn('2026-01-01', '2025-06-01')).toBeNull()
  })
})

describe('fitsMaskedPhone', () => {
  it('needs the visible digits and the length of the bound number', () => {
    expect(fitsMaskedPhone('13812340000', '138****0000')).toBe(true)
    expect(fitsMaskedPhone('13912340000', '138****0000')).toBe(false)
    expect(fitsMaskedPhone('13812340001', '138****0000')).toBe(false)
  })
  it('cannot judge another shape of mask, and fails when no phone is bound', () => {
    expect(fitsMaskedPhone('13812340000', 'tg:12345')).toBe(true)
    expect(fitsMaskedPhone('13812340000', null)).toBe(false)
  })
})

describe('checkApplication', () => {
  it('passes a complete application', () => {
    expect(checkApplication(draft(), context)).toBeNull()
  })
  it('refuses applicants under 18 with the server message', () => {
    expect(checkApplication(draft({ birthDate: '2007-06-02' }), context)).toBe(LIVE_MESSAGES.underAge)
    expect(checkApplication(draft({ birthDate: '2007-06-01' }), context)).toBeNull()
  })
  it('checks the phone format, then that it is the bound one', () => {
    expect(checkApplication(draft({ mobile: '' }), context)).toBe(MESSAGES.phoneRequired)
    expect(checkApplication(draft({ mobile: '12345' }), context)).toBe(MESSAGES.phoneInvalid)
    expect(checkApplication(draft({ mobile: '13912340000' }), context)).toBe(LIVE_MESSAGES.phoneNotBound)
  })
  it('reports the first problem in the order of the form', () => {
    expect(checkApplication(draft({ realName: ' ', mobile: '' }), context)).toBe(LIVE_MESSAGES.realNameRequired)
    expect(checkApplication(draft({ birthDate: '' }), context)).toBe(LIVE_MESSAGES.birthDateInvalid)
    expect(checkApplication(draft({ shortIntro: '  ' }), context)).toBe(LIVE_MESSAGES.anchorInfoRequired)
    expect(checkApplication(draft({ acceptRules: false }), context)).toBe(LIVE_MESSAGES.rulesNotAccepted)
  })
})
