// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { normalizeAccount } from '../../api/normalize'
import { followRequestsTransition as step, initialState } from './transitions'

const account = (id: string) => normalizeAccount({ id, username: id, acct: id })

describe('follow request transitions', () => {
  it('loads pages, appends without duplicates and learns the count at the end', () => {
    let s = step(initialState('me'), { type: 'load' })
    expect(s.phase).toBe('loading')
    s = step(s, {
      type: 'pageLoaded',
      accounts: [account('a'), account('b')],
      next: { max_id: 'b' },
      append: false,
    })
    expect(s).toMatchObject({ phase: 'ready', next: { max_id: 'b' }, count: null })
    s = step(s, { type: 'loadMore' })
    expect(s.loadingMore).toBe(true)
    expect(step(s, { type: 'loadMore' })).toBe(s)
    s = step(s, {
      type: 'pageLoaded',
      accounts: [account('b'), account('c')],
      next: null,
      append: true,
    })
    expect(s.accounts.map((a) => a.id)).toEqual(['a', 'b', 'c'])
    expect(s).toMatchObject({ next: null, loadingMore: false, count: 3 })
    // Nothing more to load.
    expect(step(s, { type: 'loadMore' })).toBe(s)
  })

  it('keeps the list when a further page fails', () => {
    let s = step(initialState('me'), {
      type: 'pageLoaded',
      accounts: [account('a')],
      next: { max_id: 'a' },
      append: false,
    })
    s = step(step(s, { type: 'loadMore' }), { type: 'loadFailed', append: true })
    expect(s).toMatchObject({ phase: 'ready', moreError: true, loadingMore: false })
    expect(s.accounts).toHaveLength(1)
    expect(step(initialState(), { type: 'loadFailed', append: false }).phase).toBe('error')
  })

  it('approving or denying removes the request and decrements the counter', () => {
    let s = step(initialState('me'), {
      type: 'pageLoaded',
      accounts: [account('a'), account('b')],
      next: { max_id: 'b' },
      append: false,
    })
    s = step(s, { type: 'decide', id: 'a', decision: 'approve' })
    expect(s.pending).toEqual({ a: 'approve' })
    // A second click while the first is on its way changes nothing.
    expect(step(s, { type: 'decide', id: 'a', decision: 'deny' })).toBe(s)
    // The counter starts from the login reply's count.
    s = step(s, { type: 'decided', id: 'a', knownCount: 5 })
    expect(s.accounts.map((a) => a.id)).toEqual(['b'])
    expect(s.pending).toEqual({})
    expect(s.count).toBe(4)
    s = step(step(s, { type: 'decide', id: 'b', decision: 'deny' }), {
      type: 'decided',
      id: 'b',
      knownCount: 5,
    })
    expect(s.accounts).toEqual([])
    expect(s.count).toBe(3)
  })

  it('never counts below zero, and a failure keeps the request', () => {
    let s = step(initialState('me'), { type: 'decide', id: 'x', decision: 'deny' })
    expect(step(s, { type: 'decided', id: 'x', knownCount: 0 }).count).toBe(0)
    s = step(s, { type: 'decisionFailed', id: 'x' })
    expect(s.pending).toEqual({})
    expect(s.count).toBeNull()
  })

  it('a new request raises the counter', () => {
    expect(step(initialState('me'), { type: 'received', knownCount: 2 }).count).toBe(3)
  })
})
