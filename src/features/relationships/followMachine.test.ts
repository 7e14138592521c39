// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { relationship } from '../../api/testServer'
import type { Relationship } from '../../api/types'
import { FOLLOW_RECHECK_RETRIES } from '../../config/constants'
import {
  followLabel,
  followTransition,
  initialFollowState,
  isFinal,
  type FollowState,
} from './followMachine'

const rel = (patch: Partial<Relationship> = {}): Relationship => relationship('a', patch)

describe('follow machine', () => {
  it('follows: idle → in progress → idle once following', () => {
    const click = followTransition(initialFollowState, {
      type: 'click',
      relationship: rel(),
      confirm: true,
    })
    expect(click).toEqual({ state: { name: 'following', rechecks: 0 }, effect: 'follow' })
    const done = followTransition(click.state, {
      type: 'followed',
      relationship: rel({ following: true }),
      locked: false,
    })
    expect(done).toEqual({ state: { name: 'idle' }, effect: null })
  })

  it('a request to a locked account is final', () => {
    expect(isFinal(rel({ requested: true }), true)).toBe(true)
    const step = followTransition(
      { name: 'following', rechecks: 0 },
      { type: 'followed', relationship: rel({ requested: true }), locked: true },
    )
    expect(step.effect).toBeNull()
    expect(step.state.name).toBe('idle')
  })

  it(`re-checks an answer that is not final up to ${FOLLOW_RECHECK_RETRIES} more times`, () => {
    let state: FollowState = { name: 'following', rechecks: 0 }
    const effects: (string | null)[] = []
    for (let i = 0; i < FOLLOW_RECHECK_RETRIES + 2; i++) {
      if (state.name !== 'following') break
      // An unlocked remote account that has not accepted yet: requested, not following.
      const step = followTransition(state, {
        type: 'followed',
        relationship: rel({ requested: true }),
        locked: false,
      })
      effects.push(step.effect)
      state = step.state
    }
    expect(effects).toEqual([...Array(FOLLOW_RECHECK_RETRIES).fill('recheck'), null])
    expect(state).toEqual({ name: 'idle' })
  })

  it('stops re-checking once following', () => {
    const step = followTransition(
      { name: 'following', rechecks: 2 },
      { type: 'followed', relationship: rel({ following: true }), locked: false },
    )
    expect(step).toEqual({ state: { name: 'idle' }, effect: null })
  })

  it('unfollows after confirmation when asked to confirm, at once otherwise', () => {
    const following = rel({ following: true })
    const ask = followTransition(initialFollowState, {
      type: 'click',
      relationship: following,
      confirm: true,
    })
    expect(ask).toEqual({ state: { name: 'confirming' }, effect: null })
    expect(followTransition(ask.state, { type: 'cancel' }).state).toEqual({ name: 'idle' })
    const confirmed = followTransition(ask.state, { type: 'confirm' })
    expect(confirmed).toEqual({ state: { name: 'unfollowing' }, effect: 'unfollow' })
    expect(followTransition(confirmed.state, { type: 'unfollowed' }).state).toEqual({
      name: 'idle',
    })
    const direct = followTransition(initialFollowState, {
      type: 'click',
      relationship: following,
      confirm: false,
    })
    expect(direct.effect).toBe('unfollow')
  })

  it('a click on a pending request cancels it (like an unfollow)', () => {
    const step = followTransition(initialFollowState, {
      type: 'click',
      relationship: rel({ requested: true }),
      confirm: false,
    })
    expect(step).toEqual({ state: { name: 'unfollowing' }, effect: 'unfollow' })
  })

  it('failures go back to idle; stray events change nothing', () => {
    expect(followTransition({ name: 'following', rechecks: 1 }, { type: 'failed' }).state).toEqual({
      name: 'idle',
    })
    expect(followTransition({ name: 'unfollowing' }, { type: 'failed' }).state).toEqual({
      name: 'idle',
    })
    const busy: FollowState = { name: 'following', rechecks: 0 }
    expect(
      followTransition(busy, { type: 'click', relationship: rel(), confirm: false }).state,
    ).toBe(busy)
    expect(followTransition(initialFollowState, { type: 'confirm' }).state).toBe(initialFollowState)
  })

  it('labels: loading, follow, following, requested and progress', () => {
    expect(followLabel(initialFollowState, undefined)).toBe('loading')
    expect(followLabel(initialFollowState, rel())).toBe('follow')
    expect(followLabel(initialFollowState, rel({ following: true }))).toBe('following')
    expect(followLabel(initialFollowState, rel({ requested: true }))).toBe('requested')
    expect(followLabel({ name: 'following', rechecks: 0 }, rel())).toBe('followInProgress')
    expect(followLabel({ name: 'unfollowing' }, rel({ following: true }))).toBe(
      'unfollowInProgress',
    )
  })
})
