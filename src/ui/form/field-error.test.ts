import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../../protocol/messages'
import { codeSchema, passwordSchema, phoneSchema } from '../../../protocol/validation'
import { firstError, firstFormError } from './field-error'

describe('firstError', () => {
  it('gives the §5 phone messages', () => {
    expect(firstError(phoneSchema, '')).toBe(MESSAGES.phoneRequired)
    expect(firstError(phoneSchema, '12345678901')).toBe(MESSAGES.phoneInvalid)
    expect(firstError(phoneSchema, '1380013800')).toBe(MESSAGES.phoneInvalid)
    expect(firstError(phoneSchema, '13800138000')).toBeNull()
  })

  it('gives the §5 password messages in order', () => {
    expect(firstError(passwordSchema, '')).toBe(MESSAGES.passwordRequired)
    expect(firstError(passwordSchema, 'abcdefgh')).toBe(MESSAGES.passwordMixed)
    expect(firstError(passwordSchema, 'abc123')).toBe(MESSAGES.passwordTooShort)
    expect(firstError(passwordSchema, 'abc12345')).toBeNull()
  })
})

describe('firstFormError', () => {
  it('reports the first failing field in the order given', () => {
    expect(
      firstFormError([
        [phoneSchema, '13800138000'],
        [codeSchema, ''],
        [passwordSchema, ''],
      ]),
    ).toBe(MESSAGES.codeRequired)
    expect(firstFormError([[phoneSchema, '13800138000']])).toBeNull()
  })
})
