import type { MessageDescriptor } from '../messages'

// Messages of the videos (replays and clips).

export const VIDEO_MESSAGES = {
  videoNotFound: /*i18n*/ { id: 'error.videos.videoNotFound', message: '视频不存在或已删除' },
  uploadTitle: /*i18n*/ { id: 'error.videos.uploadTitle', message: '标题需为 2–60 个字' },
  uploadType: /*i18n*/ { id: 'error.videos.uploadType', message: '只能上传 MP4 或 MOV 视频' },
  uploadUnreadable: /*i18n*/ { id: 'error.videos.uploadUnreadable', message: '无法读取这个视频：文件已损坏或没有画面' },
  uploadTooLong: /*i18n*/ { id: 'error.videos.uploadTooLong', message: '视频不能超过 3 小时' },
  uploadTooBig: /*i18n*/ { id: 'error.videos.uploadTooBig', message: '视频文件太大' },
  uploadResolution: /*i18n*/ { id: 'error.videos.uploadResolution', message: '视频分辨率不能超过 4K（3840×2160）' },
  uploadFrameRate: /*i18n*/ { id: 'error.videos.uploadFrameRate', message: '视频帧率不能超过每秒 60 帧' },
  uploadTooMuchWork: /*i18n*/ {
    id: 'error.videos.uploadTooMuchWork',
    message: '视频太长：1080p 最长 3 小时，4K 最长 45 分钟',
  },
  uploadInFlight: /*i18n*/ {
    id: 'error.videos.uploadInFlight',
    message: '你有一个视频正在处理，请等它处理完再上传',
  },
  uploadDailyLimit: /*i18n*/ {
    id: 'error.videos.uploadDailyLimit',
    message: '今天的上传次数或容量已用完（每天 10 个视频），请明天再试',
  },
  uploadUnavailable: /*i18n*/ { id: 'error.videos.uploadUnavailable', message: '视频处理暂不可用，请稍后再试' },
  uploadIncomplete: /*i18n*/ { id: 'error.videos.uploadIncomplete', message: '上传未完成，请重新上传' },
  failedDamaged: /*i18n*/ { id: 'error.videos.failedDamaged', message: '文件不完整或已损坏，只能读出一部分' },
  failedTranscode: /*i18n*/ { id: 'error.videos.failedTranscode', message: '转码失败，无法处理这个视频' },
  failedTimeout: /*i18n*/ { id: 'error.videos.failedTimeout', message: '转码超时' },
  failedInterrupted: /*i18n*/ { id: 'error.videos.failedInterrupted', message: '转码中断，源文件已丢失' },
} satisfies Record<string, MessageDescriptor>
