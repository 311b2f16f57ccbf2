import { z } from 'zod'
import {
  auditVersionSchema,
  BLIND_BOX_LIMITS,
  badgeSchema,
  blindBoxSchema,
  boxStandingSchema,
  drawResultSchema,
  drawSchema,
} from '../blindbox'
import { BLIND_BOX_MESSAGES } from '../messages/blindbox'
import { type CallDef, int32, noInput, queryInt } from './call-def'

const M = BLIND_BOX_MESSAGES

/** A draw: the box and the client's request id (a retry with the same id answers the first draw). */
export const drawInputSchema = z
  .object({
    boxId: int32.min(1),
    requestId: z
      .string({ error: M.requestInvalid.id })
      .min(BLIND_BOX_LIMITS.requestIdMin, { error: M.requestInvalid.id })
      .max(BLIND_BOX_LIMITS.requestIdMax, { error: M.requestInvalid.id }),
  })
  .strict()

export const BLIND_BOX_CALLS = {
  blindBoxList: {
    method: 'GET',
    path: '/blindBox/list',
    summary: 'The blind boxes on sale: price, daily cap, guarantee and the published odds of every prize.',
    input: noInput,
    result: z.object({ list: z.array(blindBoxSchema) }),
  },
  blindBoxDetail: {
    method: 'GET',
    path: '/blindBox/detail',
    summary: 'One blind box with its current odds version and published odds.',
    input: z.object({ boxId: queryInt.min(1) }).strict(),
    result: blindBoxSchema,
  },
  blindBoxMine: {
    method: 'GET',
    path: '/blindBox/mine',
    summary: "The caller's standing at every box today (draws left, draws until the guarantee) and badges won.",
    input: noInput,
    result: z.object({ boxes: z.array(boxStandingSchema), badges: z.array(badgeSchema) }),
    auth: 'user',
  },
  blindBoxDraw: {
    method: 'POST',
    path: '/blindBox/draw',
    summary:
      'Buys one box and opens it: the daily cap, the debit, the draw (crypto RNG, the guarantee), the prize and the record in one transaction; idempotent by requestId.',
    input: drawInputSchema,
    result: drawResultSchema,
    auth: 'user',
  },
  blindBoxMyDraws: {
    method: 'GET',
    path: '/blindBox/myDraws',
    summary: "The caller's draws, newest first, each with its box, odds version and prize.",
    input: z.object({ pageIndex: queryInt.min(1).max(500).default(1) }).strict(),
    result: z.object({ list: z.array(drawSchema), total: z.number().int().min(0) }),
    auth: 'user',
  },
  blindBoxAudit: {
    method: 'GET',
    path: '/blindBox/audit',
    summary:
      'Administrators: per box and odds version, draws per prize, observed against published shares, and the chi-square test of the natural (not guaranteed) draws.',
    input: noInput,
    result: z.object({
      alpha: z.number(),
      minExpected: z.number(),
      list: z.array(auditVersionSchema),
    }),
    auth: ['admin'],
  },
} as const satisfies Record<string, CallDef>
