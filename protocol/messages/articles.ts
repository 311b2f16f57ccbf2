import type { MessageDescriptor } from '../messages'

// Messages of the articles written by people: the editor's checks, the review and the picture uploads.

export const ARTICLE_MESSAGES = {
  titleLength: /*i18n*/ { id: 'validation.article.titleLength', message: '标题需为4到60个字，不能含控制字符' },
  badTag: /*i18n*/ { id: 'validation.article.badTag', message: '分类标签不正确（最多5个，不可重复）' },
  badImage: /*i18n*/ { id: 'validation.article.badImage', message: '图片须为本站上传的图片' },
  badLink: /*i18n*/ { id: 'validation.article.badLink', message: '链接须以 http:// 或 https:// 开头' },
  bodyEmpty: /*i18n*/ { id: 'validation.article.bodyEmpty', message: '正文不能为空' },
  bodyTooLong: /*i18n*/ { id: 'validation.article.bodyTooLong', message: '正文不能超过20000字' },
  tooManyImages: /*i18n*/ { id: 'validation.article.tooManyImages', message: '正文最多插入30张图片' },
  reasonRequired: /*i18n*/ { id: 'validation.article.reasonRequired', message: '请填写驳回原因（200字以内）' },
  imageType: /*i18n*/ { id: 'validation.article.imageType', message: '仅支持 PNG、JPEG、WebP、GIF 图片' },
  imageTooBig: /*i18n*/ { id: 'validation.article.imageTooBig', message: '图片不能超过5MB' },
  notFound: /*i18n*/ { id: 'error.article.notFound', message: '文章不存在' },
  wrongState: /*i18n*/ { id: 'error.article.wrongState', message: '文章当前状态不允许此操作，请刷新后重试' },
  imageMissing: /*i18n*/ { id: 'error.article.imageMissing', message: '图片不存在，请重新上传' },
  matchMissing: /*i18n*/ { id: 'error.article.matchMissing', message: '关联的比赛不存在' },
} satisfies Record<string, MessageDescriptor>
