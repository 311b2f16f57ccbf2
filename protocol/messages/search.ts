import type { MessageDescriptor } from '../messages'

// Messages of the search calls (zod issues carry these ids; the server answers them in the request's `lan`).

export const SEARCH_MESSAGES = {
  textRequired: /*i18n*/ { id: 'validation.search.required', message: '请输入要搜索的内容' },
  textTooLong: /*i18n*/ { id: 'validation.search.tooLong', message: '搜索内容不能超过50个字' },
} satisfies Record<string, MessageDescriptor>
