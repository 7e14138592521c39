// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { currentDiveRoot, initialTreeView, treeViewReducer } from './treeViewState'

describe('treeViewReducer', () => {
  it('dives, undives one level and shows all', () => {
    let s = initialTreeView(null)
    s = treeViewReducer(s, { type: 'dive', id: 'a' })
    s = treeViewReducer(s, { type: 'dive', id: 'b' })
    expect(s.diveStack).toEqual(['a', 'b'])
    s = treeViewReducer(s, { type: 'undive' })
    expect(s.diveStack).toEqual(['a'])
    s = treeViewReducer(s, { type: 'dive', id: 'b' })
    s = treeViewReducer(s, { type: 'showAll' })
    expect(s.diveStack).toEqual([])
  })

  it('ignores diving into the current root and undiving at the top', () => {
    const s = initialTreeView('a')
    expect(treeViewReducer(s, { type: 'dive', id: 'a' })).toBe(s)
    const top = initialTreeView(null)
    expect(treeViewReducer(top, { type: 'undive' })).toBe(top)
    expect(treeViewReducer(top, { type: 'showAll' })).toBe(top)
  })

  it('remembers shown and hidden branches', () => {
    let s = initialTreeView(null)
    s = treeViewReducer(s, { type: 'setBranch', id: 'x', shown: false })
    s = treeViewReducer(s, { type: 'setBranch', id: 'y', shown: true })
    expect(s.branches).toEqual({ x: false, y: true })
  })
})

describe('currentDiveRoot', () => {
  it('is the innermost dive root still in the conversation', () => {
    const s = { diveStack: ['a', 'gone'], branches: {} }
    expect(currentDiveRoot(s, (id) => id !== 'gone')).toBe('a')
    expect(currentDiveRoot(initialTreeView(null), () => true)).toBeNull()
  })
})
