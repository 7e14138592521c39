// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { anchorAfter, firstItemIndexOf, initialAnchor } from './prependAnchor'

const BASE = 1_000_000

describe('statuses added at the top', () => {
  it('leave a reader at the top where they are: the new ones show in view', () => {
    let anchor = initialAnchor(0)
    anchor = anchorAfter(anchor, 1, true)
    expect(firstItemIndexOf(BASE, anchor)).toBe(BASE)
    anchor = anchorAfter(anchor, 6, true)
    expect(firstItemIndexOf(BASE, anchor)).toBe(BASE)
  })

  it('keep a reader who scrolled down on the same status', () => {
    let anchor = initialAnchor(0)
    anchor = anchorAfter(anchor, 3, false)
    expect(firstItemIndexOf(BASE, anchor)).toBe(BASE - 3)
    // Back at the top, later ones show in view; the earlier shift stays.
    anchor = anchorAfter(anchor, 5, true)
    expect(firstItemIndexOf(BASE, anchor)).toBe(BASE - 3)
  })

  it('start over after a reload, and from what a remounted view already holds', () => {
    let anchor = anchorAfter(initialAnchor(0), 4, false)
    anchor = anchorAfter(anchor, 0, false)
    expect(firstItemIndexOf(BASE, anchor)).toBe(BASE)
    expect(firstItemIndexOf(BASE, initialAnchor(7))).toBe(BASE)
    expect(anchorAfter(anchor, 0, true)).toBe(anchor)
  })
})

describe('statuses loaded above by scrolling up', () => {
  it('keep the reader in place even at the top of the page', () => {
    const start = initialAnchor(0, 0)
    const next = anchorAfter(start, 20, true, 20)
    expect(firstItemIndexOf(1000, next)).toBe(980)
    // Live statuses at the top are still shown in view.
    const live = anchorAfter(next, 22, true, 20)
    expect(firstItemIndexOf(1000, live)).toBe(980)
  })
})
