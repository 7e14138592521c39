// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  isZoomed,
  NO_ZOOM,
  panZoom,
  pinchZoom,
  settleZoom,
  swipeAction,
  swipeThreshold,
  toContentSpace,
  viewerKeyAction,
  zoomTransform,
} from './navigation'

const key = (k: string, target: { tagName?: string } | null = { tagName: 'BUTTON' }, mods = {}) =>
  viewerKeyAction({ key: k, target: target as EventTarget | null, ...mods })

describe('viewerKeyAction', () => {
  it('maps the arrow keys to next and previous', () => {
    expect(key('ArrowRight')).toBe('next')
    expect(key('ArrowLeft')).toBe('prev')
    expect(key('ArrowUp')).toBeNull()
    expect(key('Enter')).toBeNull()
    expect(key('ArrowRight', null)).toBe('next')
  })

  it('leaves arrow keys to media controls, fields and modified shortcuts', () => {
    expect(key('ArrowRight', { tagName: 'VIDEO' })).toBeNull()
    expect(key('ArrowLeft', { tagName: 'AUDIO' })).toBeNull()
    expect(key('ArrowLeft', { tagName: 'INPUT' })).toBeNull()
    expect(
      key('ArrowRight', { tagName: 'DIV', isContentEditable: true } as { tagName: string }),
    ).toBeNull()
    expect(key('ArrowLeft', { tagName: 'BUTTON' }, { altKey: true })).toBeNull()
    expect(key('ArrowRight', { tagName: 'BUTTON' }, { metaKey: true })).toBeNull()
  })
})

describe('swipes', () => {
  it('needs a quarter of the window width', () => {
    expect(swipeThreshold(1000)).toBe(250)
    expect(swipeAction({ x: 600, y: 300 }, { x: 360, y: 310 }, 1000)).toBeNull()
    expect(swipeAction({ x: 600, y: 300 }, { x: 340, y: 310 }, 1000)).toBe('next')
    expect(swipeAction({ x: 100, y: 300 }, { x: 400, y: 280 }, 1000)).toBe('prev')
  })

  it('ignores vertical drags', () => {
    expect(swipeAction({ x: 500, y: 0 }, { x: 200, y: 400 }, 1000)).toBeNull()
    expect(swipeAction({ x: 500, y: 0 }, { x: 500, y: 600 }, 1000)).toBeNull()
  })
})

describe('pinch zoom', () => {
  it('scales with the finger spread and never below 1', () => {
    const bigger = pinchZoom(NO_ZOOM, { x: 50, y: 50 }, 100, { x: 50, y: 50 }, 200)
    expect(bigger.scale).toBe(2)
    const smaller = pinchZoom(NO_ZOOM, { x: 50, y: 50 }, 100, { x: 50, y: 50 }, 40)
    expect(smaller.scale).toBe(1)
  })

  it('keeps the point under the fingers in place', () => {
    const zoom = pinchZoom(NO_ZOOM, { x: 30, y: 40 }, 100, { x: 30, y: 40 }, 300)
    // Image point (30, 40) maps to x + scale·30, y + scale·40.
    expect(zoom.x + zoom.scale * 30).toBeCloseTo(30)
    expect(zoom.y + zoom.scale * 40).toBeCloseTo(40)
    // Moving both fingers moves the image with them.
    const moved = pinchZoom(NO_ZOOM, { x: 30, y: 40 }, 100, { x: 50, y: 40 }, 300)
    expect(moved.x + moved.scale * 30).toBeCloseTo(50)
  })

  it('resets on release below 1.2, keeps the zoom above', () => {
    expect(settleZoom({ scale: 1.19, x: 5, y: 5 })).toEqual(NO_ZOOM)
    expect(settleZoom({ scale: 1.2, x: 5, y: 5 })).toEqual({ scale: 1.2, x: 5, y: 5 })
    expect(isZoomed(NO_ZOOM)).toBe(false)
    expect(isZoomed({ scale: 1.5, x: 0, y: 0 })).toBe(true)
  })

  it('pans a zoomed image by the pointer movement', () => {
    expect(panZoom({ scale: 2, x: 10, y: 10 }, { x: 0, y: 0 }, { x: 5, y: -3 })).toEqual({
      scale: 2,
      x: 15,
      y: 7,
    })
    expect(zoomTransform({ scale: 2, x: 15, y: 7 })).toBe('translate(15 7) scale(2)')
  })

  it('maps screen points into a contain-fitted, centred image', () => {
    // A 200×100 image in a 400×400 box at (10, 20): scale 2, 100 px bands above and below.
    const box = { left: 10, top: 20, width: 400, height: 400 }
    expect(toContentSpace({ x: 10, y: 120 }, box, { width: 200, height: 100 })).toEqual({
      x: 0,
      y: 0,
    })
    expect(toContentSpace({ x: 410, y: 320 }, box, { width: 200, height: 100 })).toEqual({
      x: 200,
      y: 100,
    })
  })
})
