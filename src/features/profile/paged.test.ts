// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { initialPaged, pagedTransition } from './paged'

describe('paged lists', () => {
  it('appends pages until there is no next link', () => {
    let s = pagedTransition(initialPaged<string>(), { type: 'load' })
    expect(s.phase).toBe('loading')
    s = pagedTransition(s, { type: 'loaded', items: ['a', 'b'], next: { max_id: 'b' } })
    expect(s).toEqual({ phase: 'idle', items: ['a', 'b'], next: { max_id: 'b' } })
    s = pagedTransition(s, { type: 'load' })
    s = pagedTransition(s, { type: 'loaded', items: ['b', 'c'], next: null })
    expect(s).toEqual({ phase: 'done', items: ['a', 'b', 'c'], next: null })
    expect(pagedTransition(s, { type: 'load' })).toBe(s)
  })

  it('ends on an empty page and keeps items on failure', () => {
    let s = pagedTransition(initialPaged<string>(), {
      type: 'loaded',
      items: ['a'],
      next: { max_id: 'a' },
    })
    s = pagedTransition(s, { type: 'failed' })
    expect(s).toMatchObject({ phase: 'error', items: ['a'] })
    s = pagedTransition(s, { type: 'loaded', items: [], next: { max_id: 'z' } })
    expect(s.phase).toBe('done')
  })
})
