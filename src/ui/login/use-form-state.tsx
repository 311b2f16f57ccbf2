import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { z } from 'zod'
import { firstFormError } from './field-error'
import type { Outcome } from './login-types'

/**
 * A modal form's message line and busy flag. Validation and server messages share the one line inside the
 * modal (§8: login, bind, code and password failures are shown there, not as toasts).
 */
export function useFormState() {
  const { i18n } = useLingui()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  /** True when every check passes; otherwise shows the first failure's message. */
  const check = (checks: readonly [z.ZodType, unknown][]): boolean => {
    const failure = firstFormError(checks)
    setError(failure ? i18n._(failure) : null)
    return failure === null
  }

  /** Runs a server call unless one is already running; true when it worked. */
  const run = async (call: () => Outcome): Promise<boolean> => {
    if (busy) return false
    setBusy(true)
    try {
      const message = await call()
      setError(message)
      return message === null
    } finally {
      setBusy(false)
    }
  }

  return { error, busy, check, run }
}

export function FormError({ message }: { message: string | null }) {
  return (
    <p className="login-error" role="alert" data-testid="login-error">
      {message ?? ''}
    </p>
  )
}
