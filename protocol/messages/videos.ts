import type { MessageDescriptor } from '../messages'

// Messages of the videos (replays and clips).

export const VIDEO_MESSAGES = {
  videoNotFound: /*i18n*/ { id: 'error.videos.videoNotFound', message: '视频不存在或已删除' },
} satisfies Record<string, MessageDescriptor>
