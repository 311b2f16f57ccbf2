import { describe, expect, it } from 'vitest'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import { CallError } from '../http/call-error'
import { cleanProvidedName, requireCleanPublicText } from './public-text'

describe('public texts', () => {
  it('pass when clean or not given, and refuse contact details with the chat message', () => {
    expect(() => requireCleanPublicText(['今晚决赛', undefined, '英雄联盟解说 3:2'])).not.toThrow()
    for (const text of ['加V abc_12345', 'QQ 12345678', '1 3 8-0013-8000', 'www.example.com']) {
      let error: unknown
      try {
        requireCleanPublicText(['好', text])
      } catch (thrown) {
        error = thrown
      }
      expect(error, text).toBeInstanceOf(CallError)
      expect((error as CallError).descriptor).toBe(LIVE_MESSAGES.chatNonCompliant)
    }
  })

  it('replace a provider-given name that carries contact details', () => {
    expect(cleanProvidedName('tess', '用户0001')).toBe('tess')
    expect(cleanProvidedName('wx abc123456', '用户0001')).toBe('用户0001')
  })
})
