// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { qrPath } from './qr'

describe('qrPath', () => {
  it('draws a square code with a quiet zone and finder patterns', () => {
    const { size, path } = qrPath('otpauth://totp/Demo:alice?secret=ABCDEFGH&issuer=Demo')
    // Version 3 or more (29+ modules) plus 4 quiet modules on each side.
    expect(size).toBeGreaterThanOrEqual(29 + 8)
    // The top-left finder pattern starts right after the quiet zone.
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true)
    expect(path).not.toContain('M0 0')
  })
})
