import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isCurrentVersion, locateFfmpeg, versionOf } from './ffmpeg-path'

// Which ffmpeg decodes strangers' media: a current one only (Debian 12's 5.1 and later), never the 2018 static
// build npm once shipped.

/** A fake ffmpeg (and ffprobe beside it) that answers -version as the given build would. */
function fakeFfmpeg(version: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'scorecast-fake-ffmpeg-'))
  for (const name of ['ffmpeg', 'ffprobe']) {
    const path = join(dir, name)
    writeFileSync(path, `#!/bin/sh\necho "${name} version ${version} Copyright (c) 2000-2026 the FFmpeg developers"\n`)
    chmodSync(path, 0o755)
  }
  return join(dir, 'ffmpeg')
}

describe('the ffmpeg version', () => {
  it('is read from -version and judged: releases from 5.1, git builds from 5.1 on', () => {
    expect(versionOf('ffmpeg version 5.1.9-0+deb12u1 Copyright (c) 2000-2026')).toBe('5.1.9-0+deb12u1')
    expect(versionOf('not ffmpeg at all')).toBeNull()
    for (const version of ['5.1.9-0+deb12u1', '6.0', '7.1.1-1', 'n7.0.2', 'N-118000-gabcdef-static'])
      expect(isCurrentVersion(version), version).toBe(true)
    for (const version of ['N-47683-g0e8eb07980-static', '4.4.2-0ubuntu0.22.04.1', '5.0.3', 'unknown'])
      expect(isCurrentVersion(version), version).toBe(false)
  })

  it("refuses FFMPEG_PATH's 2018 static build, saying what to install", () => {
    const old = locateFfmpeg(fakeFfmpeg('N-47683-g0e8eb07980-static'))
    expect(old.found).toBeNull()
    expect(old.problem).toMatch(/is ffmpeg N-47683-g0e8eb07980-static, older than 5\.1: install Debian's ffmpeg/)
    const current = locateFfmpeg(fakeFfmpeg('6.1.1'))
    expect(current).toMatchObject({ found: { version: '6.1.1', source: 'FFMPEG_PATH' }, problem: null })
    expect(locateFfmpeg('/nonexistent/ffmpeg').problem).toMatch(/does not run/)
  })
})
