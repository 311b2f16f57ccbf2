import { z } from 'zod'
import { SITE_MESSAGES } from '../messages/site'
import { PHONE_PATTERN } from '../validation'
import type { CallDef } from './call-def'

/** A document's body: structured blocks rendered as text, never as HTML. */
export const documentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
  /** A fact the operator configures (certificate numbers …); `value` null when it is not configured. */
  z.object({ type: z.literal('field'), label: z.string(), value: z.string().nullable() }),
])
export type DocumentBlock = z.infer<typeof documentBlockSchema>

/** Documents every portal has; others may be added (`/protocol/{id}`). */
export const SITE_DOCUMENT_IDS = [
  'about',
  'certificate',
  'service',
  'privacy',
  'power',
  'responsibility',
  'complaint',
  'cooperation',
  'attributions',
] as const

export const siteDocumentSchema = z.object({
  id: z.string(),
  /** The locale the text is in (zh_CN when the requested one has none). */
  locale: z.string(),
  version: z.number().int().min(1),
  title: z.string(),
  body: z.array(documentBlockSchema),
  updatedAt: z.number().int(),
})
export type SiteDocument = z.infer<typeof siteDocumentSchema>

const documentId = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, { error: SITE_MESSAGES.documentNotFound.id })
  .describe(
    'The document: about, certificate, service, privacy, power, responsibility, complaint, cooperation, attributions.',
  )

const name = z
  .string({ error: SITE_MESSAGES.nameRequired.id })
  .trim()
  .min(1, { error: SITE_MESSAGES.nameRequired.id })
  .max(50, { error: SITE_MESSAGES.nameTooLong.id })
const contact = z
  .string({ error: SITE_MESSAGES.contactRequired.id })
  .trim()
  .min(1, { error: SITE_MESSAGES.contactRequired.id })
  .max(100, { error: SITE_MESSAGES.contactInvalid.id })
  .refine((value) => PHONE_PATTERN.test(value) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
    error: SITE_MESSAGES.contactInvalid.id,
  })
  .describe('A mobile number (11 digits) or an email address to answer to.')
const message = z
  .string({ error: SITE_MESSAGES.messageRequired.id })
  .trim()
  .min(1, { error: SITE_MESSAGES.messageRequired.id })
  .min(10, { error: SITE_MESSAGES.messageTooShort.id })
  .max(2000, { error: SITE_MESSAGES.messageTooLong.id })

export const COMPLAINT_REASONS = ['infringement', 'illegal', 'fraud', 'abuse', 'privacy', 'other'] as const

export const complaintInput = z
  .object({
    name,
    contact,
    subject: z
      .string({ error: SITE_MESSAGES.subjectRequired.id })
      .trim()
      .min(1, { error: SITE_MESSAGES.subjectRequired.id })
      .max(500, { error: SITE_MESSAGES.subjectTooLong.id })
      .describe('The page address or the content complained about.'),
    reason: z.enum(COMPLAINT_REASONS, { error: SITE_MESSAGES.reasonRequired.id }),
    message,
  })
  .strict()

export const cooperationInput = z
  .object({
    name,
    contact,
    company: z
      .string({ error: SITE_MESSAGES.companyRequired.id })
      .trim()
      .min(1, { error: SITE_MESSAGES.companyRequired.id })
      .max(100, { error: SITE_MESSAGES.nameTooLong.id }),
    message,
  })
  .strict()

export const ticketSchema = z.object({
  /** What the sender quotes when asking after it (e.g. T000123). */
  ticketNo: z.string(),
  createdAt: z.number().int(),
})
export type Ticket = z.infer<typeof ticketSchema>

export const SITE_CALLS = {
  siteDocument: {
    method: 'GET',
    path: '/site/document/{id}',
    summary:
      'A site document (terms, privacy policy …) in the request’s language, else in Chinese; its latest version.',
    input: z.object({ id: documentId }).strict(),
    result: siteDocumentSchema,
  },
  siteComplaint: {
    method: 'POST',
    path: '/site/complaint',
    summary: 'Opens a complaint ticket (§2 /protocol/complaint); answers its number. Limited per address.',
    input: complaintInput,
    result: ticketSchema,
  },
  siteCooperation: {
    method: 'POST',
    path: '/site/cooperation',
    summary: 'Opens a cooperation request (§2 /protocol/cooperation); answers its number. Limited per address.',
    input: cooperationInput,
    result: ticketSchema,
  },
} as const satisfies Record<string, CallDef>
