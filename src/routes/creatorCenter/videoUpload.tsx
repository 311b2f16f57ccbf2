import { createFileRoute } from '@tanstack/react-router'
import { VideoUploadPage } from './-components/video-upload-page'

/** Upload a video (anchors, creators, experts, administrators) and follow its transcode; one's uploads. */
export const Route = createFileRoute('/creatorCenter/videoUpload')({
  component: VideoUploadPage,
})
