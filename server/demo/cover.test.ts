import { describe, expect, it } from 'vitest'
import { findFfmpeg } from '../media/ffmpeg-path'
import { renderCover } from './cover'
import { probeFfmpegFeatures } from './ffmpeg-features'

describe('a demo room’s cover', () => {
  it('draws a name holding the filter graph’s special characters as written', async () => {
    const ffmpeg = findFfmpeg(undefined)
    if (!ffmpeg) throw new Error('ffmpeg is missing: npm test installs it (scripts/run.mjs)')
    const features = probeFfmpegFeatures(ffmpeg.path)
    const look = { pattern: 'smptebars' as const, backdrop: '0x1f2937', gameName: "CS:GO, 50% \\ a=b [x]; it's" }
    const cover = await renderCover(ffmpeg.path, look, features)
    expect(cover).toMatch(/^data:image\/jpeg;base64,/)
  })
})
