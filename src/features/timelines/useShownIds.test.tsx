import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { normalizeStatus } from '../../api/normalize'
import { useEntities } from '../../store/entities'
import { DEFAULT_PREFERENCES } from '../../store/preferences'
import { useShownIds } from './useShownIds'

const wire = (id: string, account = 'bob') => ({
  id,
  account: { id: account, username: account, acct: account },
  content: `<p>${id}</p>`,
  created_at: '2024-03-01T12:00:00.000Z',
  visibility: 'public',
})

const ids = ['3', '2', '1']
const pinned: string[] = []
const prefs = { ...DEFAULT_PREFERENCES }

/** Renders the hook, counting renders and filter calls. */
function setup(hidden: (id: string) => boolean = () => false) {
  const counts = { renders: 0, filtered: 0 }
  const isHidden = (id: string) => {
    counts.filtered++
    return hidden(id)
  }
  const view = renderHook(() => {
    counts.renders++
    return useShownIds(ids, pinned, prefs, isHidden)
  })
  return { counts, view }
}

beforeEach(() => {
  useEntities.getState().clear()
  useEntities.getState().ingestStatuses(ids.map((id) => normalizeStatus(wire(id))))
})

describe('useShownIds', () => {
  it('leaves out what the filter hides', () => {
    const { view } = setup((id) => id === '2')
    expect(view.result.current).toEqual(['3', '1'])
  })

  it('neither renders nor filters again when a status it does not show changes', () => {
    const { counts, view } = setup()
    const before = { ...counts }
    const shown = view.result.current
    act(() => {
      // By another author: the authors of shown statuses are read by the filter.
      useEntities.getState().ingestStatuses([normalizeStatus(wire('elsewhere', 'carol'))])
      useEntities.getState().patchStatus('elsewhere', { favourites_count: 5 })
    })
    expect(counts).toEqual(before)
    expect(view.result.current).toBe(shown)
  })

  it('filters again when a status it shows changes', () => {
    const { counts } = setup()
    const filtered = counts.filtered
    act(() => useEntities.getState().patchStatus('2', { favourites_count: 5 }))
    expect(counts.filtered).toBe(filtered + ids.length)
  })

  it('filters again when a muted account joins the list', () => {
    const { counts } = setup()
    const filtered = counts.filtered
    act(() => useEntities.setState({ mutedIds: new Set(['bob']) }))
    expect(counts.filtered).toBe(filtered + ids.length)
  })
})
