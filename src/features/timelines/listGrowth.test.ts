// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { grewAtEnd } from './listGrowth'

describe('grewAtEnd', () => {
  it('holds for an older page joined at the end', () => {
    expect(grewAtEnd(['9', '8'], ['9', '8', '7', '6'])).toBe(true)
  })

  it('does not hold for statuses on top, removals, the same list or a first page', () => {
    expect(grewAtEnd(['9', '8'], ['10', '9', '8'])).toBe(false)
    expect(grewAtEnd(['9', '8', '7'], ['9', '7'])).toBe(false)
    expect(grewAtEnd(['9', '8'], ['9', '8'])).toBe(false)
    expect(grewAtEnd([], ['9', '8'])).toBe(false)
  })
})
