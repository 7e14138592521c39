// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ServerFilter } from '../../api/endpoints/filters'
import { filtersReducer, INITIAL_FILTERS, type FiltersState } from './filtersStore'

const f = (id: string, title = id): ServerFilter => ({
  id,
  title,
  context: ['home'],
  expiresAt: null,
  action: 'warn',
  keywords: [{ id, keyword: title, wholeWord: true }],
  statusIds: [],
})

describe('the filters machine', () => {
  it('loads, fails and loads again, keeping the list shown meanwhile', () => {
    let s: FiltersState = filtersReducer(INITIAL_FILTERS, { type: 'load' })
    expect(s.phase).toBe('loading')
    s = filtersReducer(s, { type: 'loaded', filters: [f('a')] })
    expect(s).toEqual({ phase: 'ready', filters: [f('a')] })
    s = filtersReducer(s, { type: 'load' })
    expect(s).toEqual({ phase: 'loading', filters: [f('a')] })
    s = filtersReducer(s, { type: 'failed' })
    expect(s.phase).toBe('failed')
    expect(filtersReducer(s, { type: 'reset' })).toEqual(INITIAL_FILTERS)
  })

  it('adds a saved filter, replaces an edited one, drops a removed one', () => {
    let s: FiltersState = { phase: 'ready', filters: [f('a'), f('b')] }
    s = filtersReducer(s, { type: 'saved', filter: f('c') })
    s = filtersReducer(s, { type: 'saved', filter: f('a', 'renamed') })
    expect(s.filters.map((x) => x.title)).toEqual(['renamed', 'b', 'c'])
    s = filtersReducer(s, { type: 'removed', id: 'b' })
    expect(s.filters.map((x) => x.id)).toEqual(['a', 'c'])
  })

  it('ignores saves and removals before the list is known', () => {
    expect(filtersReducer(INITIAL_FILTERS, { type: 'saved', filter: f('a') })).toBe(INITIAL_FILTERS)
    expect(filtersReducer(INITIAL_FILTERS, { type: 'removed', id: 'a' })).toBe(INITIAL_FILTERS)
  })
})
