// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  canSubmitVote,
  pollOptionPercent,
  pollShowsResults,
  toggleChoice,
  voteTransition,
  type VoteState,
} from './pollLogic'

describe('pollOptionPercent', () => {
  it('is the rounded share of all votes', () => {
    expect(pollOptionPercent(1, 3)).toBe(33)
    expect(pollOptionPercent(2, 3)).toBe(67)
    expect(pollOptionPercent(1, 8)).toBe(13)
    expect(pollOptionPercent(5, 5)).toBe(100)
  })

  it('is 0 when nobody voted', () => {
    expect(pollOptionPercent(0, 0)).toBe(0)
    expect(pollOptionPercent(3, 0)).toBe(0)
    expect(pollOptionPercent(0, 4)).toBe(0)
  })
})

describe('pollShowsResults', () => {
  const open = { voted: false, expired: false }
  it('shows the vote form to a logged-in reader who has not voted in an open poll', () => {
    expect(pollShowsResults(open, true)).toBe(false)
  })
  it('shows results after voting, after expiry, and to guests', () => {
    expect(pollShowsResults({ ...open, voted: true }, true)).toBe(true)
    expect(pollShowsResults({ ...open, expired: true }, true)).toBe(true)
    expect(pollShowsResults(open, false)).toBe(true)
  })
})

describe('voting', () => {
  const idle: VoteState = { kind: 'idle' }
  it('needs at least one choice and no vote on its way', () => {
    expect(canSubmitVote([], idle)).toBe(false)
    expect(canSubmitVote([0], idle)).toBe(true)
    expect(canSubmitVote([0], { kind: 'voting' })).toBe(false)
    expect(canSubmitVote([1], { kind: 'failed', message: 'x' })).toBe(true)
  })

  it('moves through voting to idle or failed', () => {
    const voting = voteTransition(idle, { type: 'submit' })
    expect(voting).toEqual({ kind: 'voting' })
    expect(voteTransition(voting, { type: 'succeeded' })).toEqual(idle)
    const failed = voteTransition(voting, { type: 'failed', message: 'nope' })
    expect(failed).toEqual({ kind: 'failed', message: 'nope' })
    expect(voteTransition(failed, { type: 'dismiss' })).toEqual(idle)
    expect(voteTransition(voting, { type: 'dismiss' })).toBe(voting)
  })

  it('replaces the choice in single-choice polls and toggles in multiple-choice ones', () => {
    expect(toggleChoice([0], 2, false)).toEqual([2])
    expect(toggleChoice([2], 0, true)).toEqual([0, 2])
    expect(toggleChoice([0, 2], 2, true)).toEqual([0])
  })
})
