// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../../api/errors'
import {
  failurePhase,
  formOpen,
  initialResetState,
  resetTransition,
  type ResetEvent,
  type ResetState,
} from './machine'

const apiError = (status: number) =>
  new ApiError({ status, statusText: '', body: { error: 'x' }, url: '/auth/password' })

const run = (events: ResetEvent[], from: ResetState = initialResetState) =>
  events.reduce(resetTransition, from)

describe('the password reset machine', () => {
  it('goes idle → pending → success and clears the address', () => {
    const typed = run([{ type: 'edit', email: 'alice@example.social' }])
    expect(typed).toEqual({ phase: 'idle', email: 'alice@example.social' })
    const pending = resetTransition(typed, { type: 'submit' })
    expect(pending).toEqual({ phase: 'pending', email: 'alice@example.social' })
    expect(formOpen(pending)).toBe(false)
    expect(resetTransition(pending, { type: 'succeeded' })).toEqual({ phase: 'success', email: '' })
  })

  it('tells a 429 apart from every other failure, clearing the address either way', () => {
    const pending = run([{ type: 'edit', email: 'bob' }, { type: 'submit' }])
    expect(resetTransition(pending, { type: 'failed', error: apiError(429) })).toEqual({
      phase: 'throttled',
      email: '',
    })
    for (const error of [apiError(500), apiError(404), new NetworkError('/auth/password'), 'x']) {
      expect(resetTransition(pending, { type: 'failed', error })).toEqual({
        phase: 'error',
        email: '',
      })
    }
    expect(failurePhase(apiError(429))).toBe('throttled')
    expect(failurePhase(new Error('boom'))).toBe('error')
  })

  it('dismisses the throttled and error notices back to idle, and allows another try', () => {
    for (const status of [429, 503]) {
      const failed = run([{ type: 'submit' }, { type: 'failed', error: apiError(status) }])
      expect(formOpen(failed)).toBe(true)
      expect(resetTransition(failed, { type: 'dismiss' })).toEqual(initialResetState)
      const retyped = resetTransition(failed, { type: 'edit', email: 'carol' })
      expect(resetTransition(retyped, { type: 'submit' })).toEqual({
        phase: 'pending',
        email: 'carol',
      })
    }
  })

  it('ignores input, second submissions and stray replies while they make no sense', () => {
    const pending = run([{ type: 'edit', email: 'a' }, { type: 'submit' }])
    expect(resetTransition(pending, { type: 'submit' })).toBe(pending)
    expect(resetTransition(pending, { type: 'edit', email: 'b' })).toBe(pending)
    expect(resetTransition(pending, { type: 'dismiss' })).toBe(pending)
    const done = resetTransition(pending, { type: 'succeeded' })
    expect(formOpen(done)).toBe(false)
    for (const event of [
      { type: 'submit' },
      { type: 'edit', email: 'x' },
      { type: 'failed', error: apiError(500) },
      { type: 'dismiss' },
    ] as ResetEvent[]) {
      expect(resetTransition(done, event)).toBe(done)
    }
    expect(resetTransition(initialResetState, { type: 'succeeded' })).toBe(initialResetState)
    expect(resetTransition(initialResetState, { type: 'failed', error: apiError(429) })).toBe(
      initialResetState,
    )
  })
})
