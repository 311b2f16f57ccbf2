import type { MessageDescriptor } from '../messages'

// Messages of the news.

export const NEWS_MESSAGES = {
  articleNotFound: /*i18n*/ { id: 'error.news.articleNotFound', message: '文章不存在或已下线' },
} satisfies Record<string, MessageDescriptor>
