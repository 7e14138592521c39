// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  initialPostFormState,
  isLocked,
  postFormReducer,
  type PostFormEvent,
  type PostFormState,
} from './postFormMachine'

const run = (state: PostFormState, ...events: PostFormEvent[]) =>
  events.reduce(postFormReducer, state)

describe('postFormReducer', () => {
  it('goes empty → drafting → posting → posted, and back to drafting when typing again', () => {
    let state = initialPostFormState(false)
    expect(state.name).toBe('empty')
    state = run(state, { type: 'edited', empty: false })
    expect(state.name).toBe('drafting')
    state = run(state, { type: 'submit' })
    expect(state.name).toBe('posting')
    expect(isLocked(state)).toBe(true)
    state = run(state, { type: 'posted' })
    expect(state.name).toBe('posted')
    expect(isLocked(state)).toBe(false)
    // The cleared form reports empty content: still "posted".
    expect(run(state, { type: 'edited', empty: true })).toBe(state)
    expect(run(state, { type: 'edited', empty: false }).name).toBe('drafting')
  })

  it('turns a failed post into an error that stays until dismissed or sent again', () => {
    const failed = run({ name: 'drafting' }, { type: 'submit' }, { type: 'failed', message: 'No' })
    expect(failed).toEqual({ name: 'error', message: 'No' })
    expect(run(failed, { type: 'edited', empty: false })).toBe(failed)
    expect(run(failed, { type: 'dismiss', empty: false }).name).toBe('drafting')
    expect(run(failed, { type: 'dismiss', empty: true }).name).toBe('empty')
    expect(run(failed, { type: 'submit' }).name).toBe('posting')
  })

  it('refuses before sending with a message', () => {
    expect(run({ name: 'empty' }, { type: 'refused', message: 'Empty' })).toEqual({
      name: 'error',
      message: 'Empty',
    })
    expect(run({ name: 'error', message: 'Empty' }, { type: 'refused', message: 'Poll' })).toEqual({
      name: 'error',
      message: 'Poll',
    })
  })

  it('ignores a second submit and edits while posting', () => {
    const posting: PostFormState = { name: 'posting' }
    expect(run(posting, { type: 'submit' })).toBe(posting)
    expect(run(posting, { type: 'edited', empty: true })).toBe(posting)
    expect(run(posting, { type: 'dismiss', empty: true })).toBe(posting)
  })

  it('loads an edit’s source, with a retry after a failure', () => {
    let state = initialPostFormState(true)
    expect(state.name).toBe('loadingSource')
    expect(isLocked(state)).toBe(true)
    expect(run(state, { type: 'edited', empty: false })).toBe(state)
    expect(run(state, { type: 'submit' })).toBe(state)
    state = run(state, { type: 'sourceFailed', message: 'Gone' })
    expect(state).toEqual({ name: 'sourceFailed', message: 'Gone' })
    expect(isLocked(state)).toBe(true)
    state = run(state, { type: 'retrySource' })
    expect(state.name).toBe('loadingSource')
    expect(run(state, { type: 'sourceLoaded', empty: false }).name).toBe('drafting')
    expect(run(state, { type: 'sourceLoaded', empty: true }).name).toBe('empty')
  })

  it('keeps the same state object for an edit that changes nothing', () => {
    const drafting = postFormReducer({ name: 'empty' }, { type: 'edited', empty: false })
    expect(postFormReducer(drafting, { type: 'edited', empty: false })).toBe(drafting)
  })
})
