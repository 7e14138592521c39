// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { normalizeNotification } from '../../api/normalize'
import { akkomaNotificationJson } from '../../api/testFixtures'
import { INITIAL_LIST, interactionListReducer } from './interactionList'
import { interactionTabs, TAB_TYPES } from './interactionTabs'

describe('interactions tabs', () => {
  it('shows moves only when the user does not allow following moves', () => {
    expect(interactionTabs(true)).toEqual(['mentions', 'likes_repeats', 'follows'])
    expect(interactionTabs(false)).toEqual(['mentions', 'likes_repeats', 'follows', 'moves'])
  })

  it('filters by server-side types', () => {
    expect(TAB_TYPES.likes_repeats).toEqual(['favourite', 'reblog'])
    expect(TAB_TYPES.mentions).toEqual(['mention'])
  })
})

describe('interaction list', () => {
  const n = (id: string) => ({ ...normalizeNotification(akkomaNotificationJson()), id })

  it('appends pages, skips invalid and repeated items, and bottoms out on an empty page', () => {
    let state = interactionListReducer(INITIAL_LIST, { type: 'request' })
    expect(state.load).toBe('loading')
    state = interactionListReducer(state, {
      type: 'page',
      items: [n('3'), { ...n('2'), type: 'unknown' }],
      next: { max_id: '2' },
    })
    expect(state.items.map((i) => i.id)).toEqual(['3'])
    expect(state.bottomedOut).toBe(false)
    state = interactionListReducer(state, { type: 'page', items: [n('3'), n('1')], next: null })
    expect(state.items.map((i) => i.id)).toEqual(['3', '1'])
    expect(state.bottomedOut).toBe(true)
    expect(interactionListReducer(state, { type: 'failure' }).load).toBe('error')
  })
})
