import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { z } from 'zod'
import { firstFormError } from './field-error'

/** What a form says under its fields: a failure (red) or a success (green). */
export type FormNotice = { text: string; ok: boolean }

/** A server call made from a form: resolves with the server's message when it refused, null when it worked. */
export type FormCall = () => Promise<string | null>

/**
 * Every form's message line and busy flag. Checks and server answers share the one line (§8: a form's
 * failures are shown in the form, not as toasts); a second submit while a call runs does nothing, and the
 * busy flag is cleared even when the call throws.
 */
export function useFormState() {
  const { i18n } = useLingui()
  const [notice, setNotice] = useState<FormNotice | null>(null)
  const [busy, setBusy] = useState(false)
  const running = useRef(false)

  /** Shows a failure; false, so a check can `return form.fail(...)`. */
  const fail = (text: string): false => {
    setNotice({ text, ok: false })
    return false
  }

  /** True when every check passes; otherwise shows the first failure's message (fields in screen order). */
  const check = (checks: readonly [z.ZodType, unknown][]): boolean => {
    const failure = firstFormError(checks)
    setNotice(failure ? { text: i18n._(failure), ok: false } : null)
    return failure === null
  }

  /** Runs a call unless one is running; shows its refusal, or `success` when given; true when it worked. */
  const run = async (call: FormCall, success?: string): Promise<boolean> => {
    if (running.current) return false
    running.current = true
    setBusy(true)
    try {
      const refused = await call()
      setNotice(refused !== null ? { text: refused, ok: false } : success ? { text: success, ok: true } : null)
      return refused === null
    } finally {
      running.current = false
      setBusy(false)
    }
  }

  return { notice, busy, fail, check, run, clear: () => setNotice(null) }
}
