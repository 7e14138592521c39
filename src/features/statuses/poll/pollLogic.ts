/**
 * Poll rules: pure, so they are unit-tested without a DOM.
 */
import type { Poll } from '../../../api/types'

/** Rounded share of all votes, 0 when nobody voted. */
export function pollOptionPercent(votes: number, total: number): number {
  if (!(total > 0) || !(votes > 0)) return 0
  return Math.round((votes / total) * 100)
}

/**
 * Results show when the viewer voted, the poll is over, or nobody is logged
 * in. `expired` is derived from the clock whenever the poll is fetched (the
 * normalizer), and open polls on screen are re-fetched every 30 s.
 */
export function pollShowsResults(
  poll: Pick<Poll, 'voted' | 'expired'>,
  loggedIn: boolean,
): boolean {
  return !loggedIn || poll.voted || poll.expired
}

/** What the vote form is doing. */
export type VoteState = { kind: 'idle' } | { kind: 'voting' } | { kind: 'failed'; message: string }

export type VoteEvent =
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed'; message: string }
  | { type: 'dismiss' }

export function voteTransition(state: VoteState, event: VoteEvent): VoteState {
  switch (event.type) {
    case 'submit':
      return state.kind === 'voting' ? state : { kind: 'voting' }
    case 'succeeded':
      return { kind: 'idle' }
    case 'failed':
      return { kind: 'failed', message: event.message }
    case 'dismiss':
      return state.kind === 'failed' ? { kind: 'idle' } : state
  }
}

/** Voting needs at least one chosen option and no vote already on its way. */
export function canSubmitVote(choices: readonly number[], state: VoteState): boolean {
  return choices.length > 0 && state.kind !== 'voting'
}

/** The new choice list after the viewer picks (or, for multiple choice, toggles) an option. */
export function toggleChoice(
  choices: readonly number[],
  index: number,
  multiple: boolean,
): number[] {
  if (!multiple) return [index]
  return choices.includes(index)
    ? choices.filter((c) => c !== index)
    : [...choices, index].sort((a, b) => a - b)
}
