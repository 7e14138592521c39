import { ApiError } from '../../api/errors'

/**
 * The password reset request: idle, pending, then success (204),
 * throttled (429) or error (anything else). The typed address is cleared
 * after every attempt, whatever came of it; the throttled and error notices
 * can be dismissed, which returns to idle. Pure, so the rules are tested on
 * their own.
 */
export type ResetPhase = 'idle' | 'pending' | 'success' | 'throttled' | 'error'

export interface ResetState {
  phase: ResetPhase
  /** What the person typed: an e-mail address or a user name. */
  email: string
}

export type ResetEvent =
  | { type: 'edit'; email: string }
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed'; error: unknown }
  | { type: 'dismiss' }

export const initialResetState: ResetState = { phase: 'idle', email: '' }

/** How a failed request is told to the person: 429 is the server's rate limit. */
export function failurePhase(error: unknown): 'throttled' | 'error' {
  return error instanceof ApiError && error.status === 429 ? 'throttled' : 'error'
}

export function resetTransition(state: ResetState, event: ResetEvent): ResetState {
  switch (event.type) {
    case 'edit':
      return state.phase === 'pending' || state.phase === 'success'
        ? state
        : { ...state, email: event.email }
    case 'submit':
      // One request at a time; after success the form is gone. The spec sets no rule on the text.
      if (state.phase === 'pending' || state.phase === 'success') return state
      return { ...state, phase: 'pending' }
    case 'succeeded':
      return state.phase === 'pending' ? { phase: 'success', email: '' } : state
    case 'failed':
      return state.phase === 'pending' ? { phase: failurePhase(event.error), email: '' } : state
    case 'dismiss':
      return state.phase === 'throttled' || state.phase === 'error'
        ? { ...state, phase: 'idle' }
        : state
  }
}

/** The form takes input and submissions only while no request is out and none succeeded. */
export const formOpen = (state: ResetState): boolean =>
  state.phase !== 'pending' && state.phase !== 'success'
