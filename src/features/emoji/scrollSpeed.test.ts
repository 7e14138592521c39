// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { trackScroll, type ScrollSample } from './scrollSpeed'

function run(points: [number, number][], window = 100, distance = 200) {
  let samples: ScrollSample[] = []
  let fast = false
  for (const [time, top] of points) {
    ;({ samples, fast } = trackScroll(samples, { time, top }, window, distance))
  }
  return { samples, fast }
}

describe('trackScroll', () => {
  it('is not fast for a first event, however far it lands', () => {
    expect(run([[0, 5_000]]).fast).toBe(false)
  })

  it('is fast when the grid moves more than the distance within the window', () => {
    expect(
      run([
        [0, 0],
        [16, 80],
        [32, 160],
        [48, 240],
      ]).fast,
    ).toBe(true)
  })

  it('is not fast for the same distance spread over more than the window', () => {
    expect(
      run([
        [0, 0],
        [60, 100],
        [120, 180],
        [180, 250],
      ]).fast,
    ).toBe(false)
  })

  it('counts a reversal by the span covered, not the net movement', () => {
    expect(
      run([
        [0, 0],
        [30, 250],
        [60, 10],
      ]).fast,
    ).toBe(true)
    expect(
      run([
        [0, 0],
        [30, 150],
        [60, 10],
      ]).fast,
    ).toBe(false)
  })

  it('forgets the samples older than the window', () => {
    const { samples, fast } = run([
      [0, 0],
      [50, 300],
      [400, 310],
    ])
    expect(fast).toBe(false)
    expect(samples).toEqual([{ time: 400, top: 310 }])
  })
})
