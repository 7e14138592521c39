// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { normalizeStatus } from '../../api/normalize'
import { useEntities } from '../../store/entities'
import { useTimelines } from '../../store/timelines'
import { receiveStreamed } from './timelineService'

const status = (id: string) =>
  normalizeStatus({
    id,
    content: `<p>status ${id}</p>`,
    created_at: '2026-11-25T10:00:00Z',
    account: { id: `acct-${id}`, username: `user${id}`, acct: `user${id}` },
  })

describe('receiveStreamed', () => {
  beforeEach(() => {
    useEntities.getState().clear()
    useTimelines.getState().clearAll()
    useTimelines.getState().receiveInitial('publicAndExternal', [])
    useTimelines.getState().receiveInitial('friends', [])
  })

  it('updates the cache once and each loaded timeline once for a whole frame of statuses', () => {
    const entities = vi.fn()
    const timelines = vi.fn()
    const stopEntities = useEntities.subscribe(entities)
    const stopTimelines = useTimelines.subscribe(timelines)
    receiveStreamed([
      { keys: ['publicAndExternal'], status: status('10') },
      { keys: ['publicAndExternal', 'friends'], status: status('11') },
      // Not loaded (never opened): the cache keeps the status, no timeline is created.
      { keys: ['tag:cats'], status: status('12') },
    ])
    stopEntities()
    stopTimelines()
    expect(entities).toHaveBeenCalledTimes(1)
    expect(timelines).toHaveBeenCalledTimes(2)
    const state = useTimelines.getState().timelines
    expect(state.publicAndExternal?.newIds).toEqual(['11', '10'])
    expect(state.friends?.newIds).toEqual(['11'])
    expect(state['tag:cats']).toBeUndefined()
    expect(Object.keys(useEntities.getState().statuses).sort()).toEqual(['10', '11', '12'])
  })

  it('does nothing for an empty frame', () => {
    const entities = vi.fn()
    const stop = useEntities.subscribe(entities)
    receiveStreamed([])
    stop()
    expect(entities).not.toHaveBeenCalled()
  })
})
