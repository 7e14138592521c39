// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { attentionCount, badgeGeometry, badgeText, badgeTitle, drawFavicon } from './attention'

describe('title badge', () => {
  it('prefixes the count and replaces an older one', () => {
    expect(badgeTitle('Home — Demo', 3)).toBe('(3) Home — Demo')
    expect(badgeTitle('(3) Home — Demo', 12)).toBe('(12) Home — Demo')
    expect(badgeTitle('(12) Home — Demo', 0)).toBe('Home — Demo')
  })

  it('counts unseen notifications plus unread announcements', () => {
    expect(attentionCount(2)).toBe(2)
    expect(attentionCount(2, 3)).toBe(5)
  })
})

describe('favicon badge', () => {
  it('caps the text at 99+', () => {
    expect(badgeText(7)).toBe('7')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
  })

  it('sits in the top-right corner of the 128px icon', () => {
    const { cx, cy, r } = badgeGeometry()
    expect(cx + r).toBe(128)
    expect(cy - r).toBe(0)
  })

  function fakeContext() {
    return {
      clearRect: vi.fn(),
      drawImage: vi.fn(),
      beginPath: vi.fn(),
      arc: vi.fn(),
      fill: vi.fn(),
      stroke: vi.fn(),
      fillText: vi.fn(),
    } as unknown as CanvasRenderingContext2D & Record<string, ReturnType<typeof vi.fn>>
  }

  it('draws the icon and a badge with the count', () => {
    const ctx = fakeContext()
    const icon = {} as CanvasImageSource
    drawFavicon(ctx, icon, 4)
    expect(ctx.drawImage).toHaveBeenCalledWith(icon, 0, 0, 128, 128)
    expect(ctx.arc).toHaveBeenCalled()
    expect(ctx.fillText).toHaveBeenCalledWith('4', expect.any(Number), expect.any(Number))
  })

  it('draws no badge at zero', () => {
    const ctx = fakeContext()
    drawFavicon(ctx, null, 0)
    expect(ctx.arc).not.toHaveBeenCalled()
    expect(ctx.drawImage).not.toHaveBeenCalled()
  })
})
