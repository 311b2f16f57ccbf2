import { describe, expect, it } from 'vitest'
import { LIVE_LIMITS } from '../../protocol/live'
import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE, decodeAvatar } from '../routes/user/avatar'
import { decodeLiveImage } from './images'

// Real files made with ffmpeg: a 16×16 JPEG and a 50×50 lossless WebP.
const JPEG_16 =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAg+Pkk+SVVVVVVVVWRdZGhoaGRkZGRoaGhwcHCDg4NwcHBoaHBwfHyDg4+Tj4eHg4eTk5ubm7q6srLZ2eD/////xABMAAEBAAAAAAAAAAAAAAAAAAAABgEBAQAAAAAAAAAAAAAAAAAABgcQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAAQABADASIAAhEAAxEA/9oADAMBAAIRAxEAPwCLAFF/f//Z'
const WEBP_LOSSLESS_50 =
  'data:image/webp;base64,UklGRgwBAABXRUJQVlA4TAABAAAvMUAMAIAVSZJqqyKuD/JBPsgH+SAf5IN8kIC6976Ds4+/HNK2rVrrabRGa7z3Q6M1WqM1WqMJFpPItoWcID8JihgoYqCIgSIGihgoYqDw238FbdswDoYdDFA2LJOUScsEsqFMIpPKVAnIpGWLgBAqIUlSTQhV8FENAlUmYVWJWrBKhKgJw8qJAFgZEQIrpoJAaakwUJ4KBKWjQkGpqGDQV6HCQf9Xvqm5/CIbCWta14Y2taVt7WhX85/PPOc25znMJrMMkiGTLLLJIZc88j1wwQEbLDDBAB00QIgcLUZYYIcLXvDHF288cccV59+VyBsf/0ck+FXi/6H4nyv9X6cA'

function dataUrl(mime: string, bytes: Buffer): string {
  return `data:${mime};base64,${bytes.toString('base64')}`
}

/** A RIFF/WEBP file whose first chunk is VP8X with the given canvas (the server reads only the header). */
function webpExtended(width: number, height: number): string {
  const bytes = Buffer.alloc(30)
  bytes.write('RIFF', 0, 'latin1')
  bytes.writeUInt32LE(22, 4)
  bytes.write('WEBPVP8X', 8, 'latin1')
  bytes.writeUInt32LE(10, 16)
  bytes.writeUIntLE(width - 1, 24, 3)
  bytes.writeUIntLE(height - 1, 27, 3)
  return dataUrl('image/webp', bytes)
}

function png(width: number, height: number, padding = 0): string {
  const bytes = Buffer.alloc(33 + padding)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0)
  bytes.writeUInt32BE(13, 8)
  bytes.write('IHDR', 12, 'latin1')
  bytes.writeUInt32BE(width, 16)
  bytes.writeUInt32BE(height, 20)
  return dataUrl('image/png', bytes)
}

describe('live images', () => {
  it('reads the size of PNG, JPEG and WebP (lossless and extended) images from their headers', () => {
    expect(decodeLiveImage(png(30, 20), { square: false })).toMatchObject({ mime: 'image/png', width: 30, height: 20 })
    expect(decodeLiveImage(JPEG_16, { square: true })).toMatchObject({ mime: 'image/jpeg', width: 16, height: 16 })
    expect(decodeLiveImage(WEBP_LOSSLESS_50, { square: true })).toMatchObject({
      mime: 'image/webp',
      width: 50,
      height: 50,
    })
    expect(decodeLiveImage(webpExtended(1920, 1080), { square: false })).toMatchObject({ width: 1920, height: 1080 })
  })

  it('refuses non-square detail pictures, other types, broken headers and oversized files', () => {
    expect(decodeLiveImage(png(30, 20), { square: true })).toBeNull()
    expect(decodeLiveImage(webpExtended(100, 101), { square: true })).toBeNull()
    expect(decodeLiveImage(png(0, 0), { square: false })).toBeNull()
    expect(decodeLiveImage(dataUrl('image/png', Buffer.from('<svg onload=alert(1)>')), { square: false })).toBeNull()
    expect(decodeLiveImage(dataUrl('image/gif', Buffer.from('GIF89a')), { square: false })).toBeNull()
    // A JPEG cut off before its frame header.
    const truncated = Buffer.from(JPEG_16.split(',')[1] ?? '', 'base64').subarray(0, 20)
    expect(decodeLiveImage(dataUrl('image/jpeg', truncated), { square: false })).toBeNull()
    expect(decodeLiveImage(png(8, 8, LIVE_LIMITS.pictureMaxBytes), { square: true })).toBeNull()
    expect(decodeLiveImage(png(8, 8, LIVE_LIMITS.pictureMaxBytes - 40), { square: true })).not.toBeNull()
  })
})

describe('image dimensions', () => {
  it('refuses a small file that declares a canvas longer than LIVE_LIMITS.pictureMaxSide on any side', () => {
    const max = LIVE_LIMITS.pictureMaxSide
    expect(decodeLiveImage(png(max, max), { square: true })).toMatchObject({ width: max, height: max })
    expect(decodeLiveImage(png(max + 1, 10), { square: false })).toBeNull()
    expect(decodeLiveImage(png(10, 100_000), { square: false })).toBeNull()
    expect(decodeLiveImage(webpExtended(16_000_000, 16_000_000), { square: true })).toBeNull()
  })

  it('refuses avatars over 1024 px a side, and oversized ones before decoding them', () => {
    expect(decodeAvatar(png(200, 200))).toMatchObject({ mime: 'image/png' })
    expect(decodeAvatar(png(AVATAR_MAX_SIDE + 1, 200))).toBeNull()
    expect(decodeAvatar(webpExtended(65_000, 65_000))).toBeNull()
    expect(decodeAvatar(png(200, 200, AVATAR_MAX_BYTES))).toBeNull()
  })
})
