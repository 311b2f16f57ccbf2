import { z } from 'zod'

/** The spec's reply envelope (§7); every /java call answers with it. */
export function envelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({
    status: z.enum(['success', 'fail']),
    result: result.nullable(),
    errorMsg: z.string().nullable(),
    msg: z.string().nullable(),
    code: z.number().int(),
    errorCode: z.number().int().nullable(),
  })
}

export type Envelope<T> = {
  status: 'success' | 'fail'
  result: T | null
  errorMsg: string | null
  msg: string | null
  code: number
  errorCode: number | null
}

export const anyEnvelopeSchema = envelopeSchema(z.unknown())

export function success<T>(result: T): Envelope<T> {
  return { status: 'success', result, errorMsg: null, msg: 'success', code: 200, errorCode: null }
}

export function failure(code: number, message: string, errorCode: number | null = null): Envelope<never> {
  return { status: 'fail', result: null, errorMsg: message, msg: message, code, errorCode }
}
