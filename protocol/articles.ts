import { z } from 'zod'
import { gameIdSchema } from './game-schemas'
import { GAMES } from './games'
import { ARTICLE_MESSAGES } from './messages/articles'

/**
 * Articles written by people (issue #12): creators, experts and administrators write them in the creator
 * centre; an administrator reviews each before it is published beside the news written from the feed.
 * The body is TipTap's JSON document, accepted only in the shape of the allow-list below: the client
 * renders it by walking it into React elements, so nothing in it is ever HTML.
 */
export const ARTICLE_LIMITS = {
  titleMin: 4,
  titleMax: 60,
  tagsMax: 5,
  /** Characters of text in a body, all nodes together. */
  bodyTextMax: 20_000,
  bodyImagesMax: 30,
  reasonMax: 200,
  hrefMax: 2048,
  altMax: 200,
  pageSize: 20,
  /** Uploaded pictures (covers and body images). */
  imageMaxBytes: 5 * 1024 * 1024,
  imageMaxSide: 8192,
} as const

/**
 * draft → submitted → published (an administrator passes it) or rejected (with a reason); the author may
 * edit in any state — an edit of a published article takes it off the lists and back to draft (saved) or
 * submitted (saved and submitted), so nothing unreviewed is ever public — and unpublish a published one.
 */
export const ARTICLE_STATES = ['draft', 'submitted', 'rejected', 'published', 'unpublished'] as const
export const articleStateSchema = z.enum(ARTICLE_STATES)
export type ArticleState = z.infer<typeof articleStateSchema>

/** The category tags are the spec's game categories (§2 news tabs): an article may concern several. */
export const ARTICLE_TAGS = GAMES.map((game) => game.slug)
export const articleTagSchema = z.enum(ARTICLE_TAGS as [string, ...string[]], { error: ARTICLE_MESSAGES.badTag.id })

/** Where uploaded article pictures are served: the SHA-256 of their bytes names them. */
export const ARTICLE_IMAGE_PATH = /^\/article\/image\/[0-9a-f]{64}$/
export const articleImageUrlSchema = z
  .string()
  .max(100)
  .regex(ARTICLE_IMAGE_PATH, { error: ARTICLE_MESSAGES.badImage.id })

/** Only http(s) links, parsed as URLs (no javascript:, data:, or protocol-relative tricks). */
export function isSafeHref(href: string): boolean {
  if (href.length > ARTICLE_LIMITS.hrefMax || !/^https?:\/\//i.test(href)) return false
  try {
    const url = new URL(href)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const text = z.string().max(ARTICLE_LIMITS.bodyTextMax)
const hrefSchema = z.string().refine(isSafeHref, { error: ARTICLE_MESSAGES.badLink.id })

// Marks: attributes other than the ones listed are dropped (TipTap adds target, rel, class…; the renderer
// decides those itself).
const markSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({ type: z.literal('strike') }),
  z.object({ type: z.literal('underline') }),
  z.object({ type: z.literal('link'), attrs: z.object({ href: hrefSchema }) }),
])
export type BodyMark = z.infer<typeof markSchema>

const textNode = z.object({ type: z.literal('text'), text, marks: z.array(markSchema).max(5).optional() })
const hardBreak = z.object({ type: z.literal('hardBreak') })
const inlineSchema = z.discriminatedUnion('type', [textNode, hardBreak])
export type BodyInline = z.infer<typeof inlineSchema>
const inlines = z.array(inlineSchema).max(2000).optional()

const paragraph = z.object({ type: z.literal('paragraph'), content: inlines })
const heading = z.object({
  type: z.literal('heading'),
  attrs: z.object({ level: z.union([z.literal(2), z.literal(3)]) }),
  content: inlines,
})
const image = z.object({
  type: z.literal('image'),
  attrs: z.object({
    src: articleImageUrlSchema,
    alt: z.string().max(ARTICLE_LIMITS.altMax).nullish(),
  }),
})
const rule = z.object({ type: z.literal('horizontalRule') })

export type BodyBlock =
  | z.infer<typeof paragraph>
  | z.infer<typeof heading>
  | z.infer<typeof image>
  | z.infer<typeof rule>
  | { type: 'blockquote'; content: BodyBlock[] }
  | { type: 'bulletList'; content: BodyListItem[] }
  | { type: 'orderedList'; content: BodyListItem[] }
export type BodyListItem = { type: 'listItem'; content: BodyBlock[] }

const blockSchema: z.ZodType<BodyBlock> = z.lazy(() =>
  z.discriminatedUnion('type', [
    paragraph,
    heading,
    image,
    rule,
    z.object({ type: z.literal('blockquote'), content: z.array(blockSchema).min(1).max(200) }),
    z.object({ type: z.literal('bulletList'), content: z.array(listItemSchema).min(1).max(200) }),
    z.object({ type: z.literal('orderedList'), content: z.array(listItemSchema).min(1).max(200) }),
  ]),
)
const listItemSchema: z.ZodType<BodyListItem> = z.lazy(() =>
  z.object({ type: z.literal('listItem'), content: z.array(blockSchema).min(1).max(50) }),
)

/** Every text and image of a body, depth first. */
export function* walkBody(blocks: readonly BodyBlock[]): Generator<BodyBlock | BodyInline> {
  for (const block of blocks) {
    yield block
    if (block.type === 'paragraph' || block.type === 'heading') yield* block.content ?? []
    else if (block.type === 'blockquote') yield* walkBody(block.content)
    else if (block.type === 'bulletList' || block.type === 'orderedList')
      for (const item of block.content) yield* walkBody(item.content)
  }
}

/** The allow-list of a body: TipTap's document of the node and mark types above, within the limits. */
export const articleBodySchema = z
  .object({ type: z.literal('doc'), content: z.array(blockSchema).min(1).max(1000) })
  .superRefine((doc, ctx) => {
    let chars = 0
    let images = 0
    for (const node of walkBody(doc.content)) {
      if (node.type === 'text') chars += node.text.length
      if (node.type === 'image') images += 1
    }
    if (chars > ARTICLE_LIMITS.bodyTextMax) ctx.addIssue({ code: 'custom', message: ARTICLE_MESSAGES.bodyTooLong.id })
    if (images > ARTICLE_LIMITS.bodyImagesMax)
      ctx.addIssue({ code: 'custom', message: ARTICLE_MESSAGES.tooManyImages.id })
    if (chars === 0 && images === 0) ctx.addIssue({ code: 'custom', message: ARTICLE_MESSAGES.bodyEmpty.id })
  })
export type ArticleBody = z.infer<typeof articleBodySchema>

/** The plain text of a body (summaries), paragraphs joined by spaces. */
export function bodyText(body: ArticleBody): string {
  const parts: string[] = []
  for (const node of walkBody(body.content)) if (node.type === 'text') parts.push(node.text)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

/** A title is plain text on one line: control characters are refused, spaces around trimmed. */
export const articleTitleSchema = z
  .string()
  .trim()
  .min(ARTICLE_LIMITS.titleMin, { error: ARTICLE_MESSAGES.titleLength.id })
  .max(ARTICLE_LIMITS.titleMax, { error: ARTICLE_MESSAGES.titleLength.id })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  .regex(/^[^\u0000-\u001f\u007f]*$/, { error: ARTICLE_MESSAGES.titleLength.id })

/** What the author sends: the fields of the editor. */
export const articleDraftSchema = z
  .object({
    gameId: gameIdSchema,
    title: articleTitleSchema,
    cover: articleImageUrlSchema.nullable(),
    tags: z
      .array(articleTagSchema)
      .max(ARTICLE_LIMITS.tagsMax, { error: ARTICLE_MESSAGES.badTag.id })
      .refine((tags) => new Set(tags).size === tags.length, { error: ARTICLE_MESSAGES.badTag.id }),
    /** An optional match the article is about (its card shows on the article page). */
    matchId: z.string().min(1).max(64).nullable(),
    body: articleBodySchema,
  })
  .strict()
export type ArticleDraft = z.infer<typeof articleDraftSchema>

export const articleAuthorSchema = z.object({
  uid: z.number().int(),
  username: z.string(),
  avatar: z.string().nullable(),
})
export type ArticleAuthor = z.infer<typeof articleAuthorSchema>

/** An article as its author (and the reviewing administrator) sees it: every field and its state. */
export const ownArticleSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  title: z.string(),
  cover: z.string().nullable(),
  tags: z.array(z.string()),
  matchId: z.string().nullable(),
  body: articleBodySchema,
  state: articleStateSchema,
  /** The administrator's reason when rejected (kept until the next submission). */
  rejectReason: z.string().nullable(),
  author: articleAuthorSchema,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  submittedAt: z.number().int().nullable(),
  publishedAt: z.number().int().nullable(),
  views: z.number().int().min(0),
})
export type OwnArticle = z.infer<typeof ownArticleSchema>

/** The upload's answer: the picture's address and size. */
export const articleImageSchema = z.object({
  url: z.string(),
  mime: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})
export type ArticleImage = z.infer<typeof articleImageSchema>
