// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { nextTabIndex } from './TabList'

describe('nextTabIndex', () => {
  it('moves with the arrows, wrapping around, and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1)
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0)
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2)
    expect(nextTabIndex('Home', 2, 3)).toBe(0)
    expect(nextTabIndex('End', 0, 3)).toBe(2)
  })

  it('moves with up and down in a vertical list, and only there', () => {
    expect(nextTabIndex('ArrowDown', 0, 3, 'vertical')).toBe(1)
    expect(nextTabIndex('ArrowUp', 0, 3, 'vertical')).toBe(2)
    expect(nextTabIndex('ArrowRight', 0, 3, 'vertical')).toBeNull()
    expect(nextTabIndex('ArrowDown', 0, 3)).toBeNull()
  })

  it('ignores other keys and empty lists', () => {
    expect(nextTabIndex('Enter', 1, 3)).toBeNull()
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull()
  })
})
