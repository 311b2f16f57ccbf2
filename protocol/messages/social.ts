import type { MessageDescriptor } from '../messages'

// Messages of comments, posts and read-later.

export const SOCIAL_MESSAGES = {
  commentEmpty: /*i18n*/ { id: 'error.comment.empty', message: '评论内容不能为空' },
  commentTooLong: /*i18n*/ { id: 'error.comment.tooLong', message: '评论最多500字' },
  commentBlockedWord: /*i18n*/ { id: 'error.comment.blockedWord', message: '内容包含屏蔽词，请修改后再发' },
  commentTooFast: /*i18n*/ { id: 'error.comment.tooFast', message: '评论太频繁了，请稍后再试' },
  commentNotFound: /*i18n*/ { id: 'error.comment.notFound', message: '评论不存在或已删除' },
  commentTargetNotFound: /*i18n*/ { id: 'error.comment.targetNotFound', message: '评论的内容不存在或已下线' },
  commentNoReplyToReply: /*i18n*/ { id: 'error.comment.replyToReply', message: '只能回复一级评论' },
  commentCannotRemove: /*i18n*/ { id: 'error.comment.cannotRemove', message: '只有评论者、作者和管理员可以删除评论' },
  postEmpty: /*i18n*/ { id: 'error.post.empty', message: '帖子内容不能为空' },
  postTooLong: /*i18n*/ { id: 'error.post.tooLong', message: '帖子最多1000字' },
  postTooManyImages: /*i18n*/ { id: 'error.post.tooManyImages', message: '最多上传9张图片' },
  postImageRefused: /*i18n*/ { id: 'error.post.imageRefused', message: '图片须为不超过1MB的PNG、JPEG或WebP' },
  postImageUnknown: /*i18n*/ { id: 'error.post.imageUnknown', message: '图片不存在，请重新上传' },
  postTooFast: /*i18n*/ { id: 'error.post.tooFast', message: '发布太频繁了，请稍后再试' },
  postNotFound: /*i18n*/ { id: 'error.post.notFound', message: '帖子不存在或已删除' },
} satisfies Record<string, MessageDescriptor>
