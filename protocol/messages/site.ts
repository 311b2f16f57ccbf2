import type { MessageDescriptor } from '../messages'

// Messages of the site calls (documents, complaint and cooperation forms).

export const SITE_MESSAGES = {
  documentNotFound: /*i18n*/ { id: 'error.site.documentNotFound', message: '文档不存在' },
  nameRequired: /*i18n*/ { id: 'validation.site.nameRequired', message: '请填写您的姓名或机构名称' },
  nameTooLong: /*i18n*/ { id: 'validation.site.nameTooLong', message: '姓名不能超过50个字' },
  contactRequired: /*i18n*/ { id: 'validation.site.contactRequired', message: '请填写手机号码或电子邮箱' },
  contactInvalid: /*i18n*/ { id: 'validation.site.contactInvalid', message: '请填写正确的手机号码或电子邮箱' },
  subjectRequired: /*i18n*/ { id: 'validation.site.subjectRequired', message: '请填写投诉对象（链接或内容）' },
  subjectTooLong: /*i18n*/ { id: 'validation.site.subjectTooLong', message: '内容不能超过500个字' },
  reasonRequired: /*i18n*/ { id: 'validation.site.reasonRequired', message: '请选择投诉原因' },
  messageRequired: /*i18n*/ { id: 'validation.site.messageRequired', message: '请填写具体说明' },
  messageTooShort: /*i18n*/ { id: 'validation.site.messageTooShort', message: '具体说明至少10个字' },
  messageTooLong: /*i18n*/ { id: 'validation.site.messageTooLong', message: '具体说明不能超过2000个字' },
  companyRequired: /*i18n*/ { id: 'validation.site.companyRequired', message: '请填写公司或机构名称' },
  tooManyTickets: /*i18n*/ { id: 'error.site.tooManyTickets', message: '提交过于频繁，请稍后再试' },
} satisfies Record<string, MessageDescriptor>
