// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ScheduledStatus } from '../../api/endpoints/scheduledStatuses'
import { scheduledListReducer, type ScheduledListState } from './listState'

const post = (id: string, at: string): ScheduledStatus => ({
  id,
  scheduled_at: at,
  params: {
    text: `post ${id}`,
    spoiler_text: '',
    visibility: 'public',
    sensitive: false,
    language: null,
    content_type: null,
    in_reply_to_id: null,
    quote_id: null,
    media_ids: [],
    poll: null,
  },
  media_attachments: [],
})

const a = post('3', '2026-12-01T10:00:00Z')
const b = post('2', '2026-12-01T09:00:00Z')
const c = post('1', '2026-12-02T09:00:00Z')
const ids = (s: ScheduledListState) => (s.name === 'ready' ? s.items.map((i) => i.id) : [])

describe('scheduledListReducer', () => {
  it('shows the first page soonest first, and what is left to load', () => {
    const ready = scheduledListReducer(
      { name: 'loading' },
      {
        type: 'loaded',
        items: [a, b],
        next: { max_id: '2' },
      },
    )
    expect(ids(ready)).toEqual(['2', '3'])
    expect(ready).toMatchObject({ next: { max_id: '2' }, more: 'idle' })
    expect(scheduledListReducer({ name: 'loading' }, { type: 'failed' })).toEqual({
      name: 'failed',
    })
  })

  it('adds further pages, and stops on a page with nothing new', () => {
    let s = scheduledListReducer(
      { name: 'loading' },
      {
        type: 'loaded',
        items: [a, b],
        next: { max_id: '2' },
      },
    )
    s = scheduledListReducer(s, { type: 'moreRequested' })
    expect(s).toMatchObject({ more: 'loading' })
    s = scheduledListReducer(s, { type: 'moreFailed' })
    expect(s).toMatchObject({ more: 'failed', next: { max_id: '2' } })
    s = scheduledListReducer(s, { type: 'moreLoaded', items: [c], next: { max_id: '1' } })
    expect(ids(s)).toEqual(['2', '3', '1'])
    s = scheduledListReducer(s, { type: 'moreLoaded', items: [c], next: { max_id: '1' } })
    expect(s).toMatchObject({ next: null, more: 'idle' })
    // Nothing more to ask for: the request changes nothing.
    expect(scheduledListReducer(s, { type: 'moreRequested' })).toBe(s)
  })

  it('moves a rescheduled post to its new place and drops a cancelled one', () => {
    let s = scheduledListReducer(
      { name: 'loading' },
      { type: 'loaded', items: [a, b, c], next: null },
    )
    s = scheduledListReducer(s, {
      type: 'updated',
      item: { ...b, scheduled_at: '2026-12-03T00:00:00Z' },
    })
    expect(ids(s)).toEqual(['3', '1', '2'])
    s = scheduledListReducer(s, { type: 'removed', id: '1' })
    expect(ids(s)).toEqual(['3', '2'])
    // A failed reload keeps what is shown.
    expect(scheduledListReducer(s, { type: 'failed' })).toBe(s)
  })
})
