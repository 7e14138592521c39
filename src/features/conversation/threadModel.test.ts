// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  ancestorChain,
  branchShownByDefault,
  buildThread,
  childrenOf,
  initialDiveRoot,
  maxDepthToShowByDefault,
} from './threadModel'

// r ─ a ─ b ─ c
//   └ d
const parents: Record<string, string | null> = { r: null, a: 'r', b: 'a', c: 'b', d: 'r' }
const model = buildThread(['r', 'a', 'b', 'c', 'd'], (id) => parents[id] ?? null)

describe('buildThread', () => {
  it('nests replies under their parent in server order', () => {
    expect(model.roots).toEqual(['r'])
    expect(childrenOf(model, 'r')).toEqual(['a', 'd'])
    expect(childrenOf(model, 'c')).toEqual([])
  })

  it('counts depth from the root and the size of every branch', () => {
    expect(Object.fromEntries(model.depth)).toEqual({ r: 0, a: 1, b: 2, c: 3, d: 1 })
    expect(Object.fromEntries(model.size)).toEqual({ r: 4, a: 2, b: 1, c: 0, d: 0 })
  })

  it('treats a status whose parent is missing as a root', () => {
    const m = buildThread(['b', 'c'], (id) => parents[id] ?? null)
    expect(m.roots).toEqual(['b'])
    expect(m.depth.get('c')).toBe(1)
  })

  it('handles children listed before their parents', () => {
    const m = buildThread(['c', 'b', 'a', 'r'], (id) => parents[id] ?? null)
    expect(m.depth.get('c')).toBe(3)
    expect(m.size.get('r')).toBe(3)
  })

  it('cuts a reply loop instead of hanging', () => {
    const loop: Record<string, string> = { x: 'y', y: 'z', z: 'x' }
    const m = buildThread(['x', 'y', 'z'], (id) => loop[id] ?? null)
    expect(m.roots).toHaveLength(1)
    expect([...m.depth.values()].sort()).toEqual([0, 1, 2])
  })

  it('drops duplicate ids and self-replies', () => {
    const m = buildThread(['r', 'r', 'a'], (id) => (id === 'r' ? 'r' : 'r'))
    expect(m.order).toEqual(['r', 'a'])
    expect(m.roots).toEqual(['r'])
  })
})

describe('ancestorChain', () => {
  it('lists the ancestors root first', () => {
    expect(ancestorChain(model, 'c')).toEqual(['r', 'a', 'b'])
    expect(ancestorChain(model, 'r')).toEqual([])
  })
})

describe('the default depth rule', () => {
  it('is maxDepthInThread minus 2, at least 1', () => {
    expect(maxDepthToShowByDefault(6)).toBe(4)
    expect(maxDepthToShowByDefault(3)).toBe(1)
    expect(maxDepthToShowByDefault(2)).toBe(1)
    expect(maxDepthToShowByDefault(0)).toBe(1)
  })

  it('shows a branch when its depth minus the dive depth is within it', () => {
    expect(branchShownByDefault(4, 0, 6)).toBe(true)
    expect(branchShownByDefault(5, 0, 6)).toBe(false)
    expect(branchShownByDefault(5, 1, 6)).toBe(true)
    expect(branchShownByDefault(9, 5, 6)).toBe(true)
    expect(branchShownByDefault(1, 0, 2)).toBe(true)
    expect(branchShownByDefault(2, 0, 2)).toBe(false)
  })
})

describe('initialDiveRoot', () => {
  it('dives into a reply and shows a top-level status whole', () => {
    expect(initialDiveRoot(model, 'b')).toBe('b')
    expect(initialDiveRoot(model, 'r')).toBeNull()
  })
})
