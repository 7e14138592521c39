// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cropSquare, dragCrop, initialCrop, MAX_OUTPUT_SIDE, outputSide } from './cropMath'

describe('cropSquare', () => {
  it('starts with the largest centred square', () => {
    expect(cropSquare(400, 200, initialCrop)).toEqual({ left: 100, top: 0, side: 200 })
    expect(cropSquare(100, 300, initialCrop)).toEqual({ left: 0, top: 100, side: 100 })
  })

  it('zooms into a smaller square and moves it by the position fractions', () => {
    expect(cropSquare(400, 200, { zoom: 2, x: 0, y: 1 })).toEqual({ left: 0, top: 100, side: 100 })
    expect(cropSquare(400, 200, { zoom: 2, x: 1, y: 0 })).toEqual({ left: 300, top: 0, side: 100 })
  })

  it('keeps zoom and position within bounds', () => {
    expect(cropSquare(400, 400, { zoom: 99, x: -1, y: 2 })).toEqual({
      left: 0,
      top: 300,
      side: 100,
    })
    expect(cropSquare(400, 400, { zoom: 0.1, x: Number.NaN, y: 0.5 })).toEqual({
      left: 0,
      top: 0,
      side: 400,
    })
  })
})

describe('dragCrop', () => {
  it('moves the square against the drag, in picture pixels', () => {
    // Square of 200 shown 100 wide: 1 view pixel = 2 picture pixels; room 200.
    const next = dragCrop(400, 200, initialCrop, 50, 0, 100)
    expect(next.x).toBeCloseTo(0)
    expect(next.y).toBe(0.5)
    expect(dragCrop(400, 200, initialCrop, -25, 0, 100).x).toBeCloseTo(0.75)
  })

  it('stops at the edges', () => {
    expect(dragCrop(400, 200, initialCrop, 1000, 0, 100).x).toBe(0)
    expect(dragCrop(400, 200, initialCrop, -1000, 0, 100).x).toBe(1)
  })
})

describe('outputSide', () => {
  it('keeps small squares as they are and caps large ones', () => {
    expect(outputSide({ left: 0, top: 0, side: 120.4 })).toBe(120)
    expect(outputSide({ left: 0, top: 0, side: 3000 })).toBe(MAX_OUTPUT_SIDE)
  })
})
