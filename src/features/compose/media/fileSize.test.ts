// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkUploadSize, formatFileSize } from './fileSize'

describe('formatFileSize', () => {
  it('picks the largest binary unit below 1024', () => {
    expect(formatFileSize(0)).toEqual({ num: 0, unit: 'B' })
    expect(formatFileSize(1023)).toEqual({ num: 1023, unit: 'B' })
    expect(formatFileSize(1024)).toEqual({ num: 1, unit: 'KiB' })
    expect(formatFileSize(1536)).toEqual({ num: 1.5, unit: 'KiB' })
    expect(formatFileSize(16_000_000)).toEqual({ num: 15.26, unit: 'MiB' })
    expect(formatFileSize(5 * 1024 ** 3)).toEqual({ num: 5, unit: 'GiB' })
    expect(formatFileSize(2 * 1024 ** 4)).toEqual({ num: 2, unit: 'TiB' })
    expect(formatFileSize(3 * 1024 ** 5)).toEqual({ num: 3072, unit: 'TiB' })
  })
})

describe('checkUploadSize', () => {
  it('passes files at or under the limit, and everything when the limit is unknown', () => {
    expect(checkUploadSize(1000, 1000)).toBeNull()
    expect(checkUploadSize(10, 1000)).toBeNull()
    expect(checkUploadSize(10 ** 12, 0)).toBeNull()
  })

  it('gives both sizes with their units for a file over the limit', () => {
    expect(checkUploadSize(20 * 1024 * 1024, 16_000_000)).toEqual({
      size: { num: 20, unit: 'MiB' },
      limit: { num: 15.26, unit: 'MiB' },
    })
    expect(checkUploadSize(2048, 1024)).toEqual({
      size: { num: 2, unit: 'KiB' },
      limit: { num: 1, unit: 'KiB' },
    })
  })
})
