/**
 * Polls: reading `poll[...]` parameters, validating them against the
 * instance's poll limits with Akkoma's error messages, and voting. The Poll
 * entity is rendered by render/serializers.ts.
 */

import { INSTANCE } from '../config.ts'
import type { Params } from '../http/plumbing.ts'
import type { AccountRecord, PollRecord } from './records.ts'

export interface PollInput {
  options: string[]
  expiresIn: number
  multiple: boolean
}

/** The poll of a post or edit request: `undefined` when none was sent, a string on error. */
export function readPollInput(params: Params): PollInput | string | undefined {
  const options = params.all('poll[options]')
  const hasPoll = options.length > 0 || params.has('poll[expires_in]')
  if (!hasPoll) return undefined
  const expiresRaw = params.get('poll[expires_in]')
  const expiresIn = expiresRaw === undefined ? Number.NaN : Number(expiresRaw)
  if (!Number.isFinite(expiresIn)) return 'Invalid poll'
  return {
    options,
    expiresIn: Math.trunc(expiresIn),
    multiple: params.bool('poll[multiple]') ?? false,
  }
}

/** Akkoma's checks, in its order: expiry, option count, option length. */
export function validatePoll(input: PollInput): string | null {
  const limits = INSTANCE.pollLimits
  if (input.expiresIn > limits.max_expiration) return 'Expiration date is too far in the future'
  if (input.expiresIn < limits.min_expiration) return 'Expiration date is too soon'
  if (input.options.length < 2) return 'Poll must contain at least 2 options'
  if (input.options.length > limits.max_options)
    return `Poll can't contain more than ${limits.max_options} options`
  if (input.options.some((o) => [...o].length > limits.max_option_chars))
    return `Poll options cannot be longer than ${limits.max_option_chars} characters each`
  return null
}

export function buildPoll(id: string, input: PollInput, nowMs: number): PollRecord {
  return {
    id,
    options: input.options.map((title) => ({ title, remoteVotes: 0 })),
    multiple: input.multiple,
    expiresAt: new Date(nowMs + input.expiresIn * 1000).toISOString(),
    votes: [],
    remoteVoters: 0,
  }
}

export function pollExpired(poll: PollRecord, nowMs = Date.now()): boolean {
  return Date.parse(poll.expiresAt) <= nowMs
}

/** Record `voter`'s choices, or return Akkoma's error message. */
export function castVote(
  poll: PollRecord,
  authorId: string,
  voter: AccountRecord,
  rawChoices: readonly string[],
  nowMs = Date.now(),
): string | null {
  if (voter.id === authorId) return "Poll's author can't vote"
  if (poll.votes.some((v) => v.accountId === voter.id)) return 'Already voted'
  if (pollExpired(poll, nowMs)) return 'Poll is expired'
  const choices = [...new Set(rawChoices.map((c) => Number(c)))]
  if (
    choices.length === 0 ||
    choices.some((c) => !Number.isInteger(c) || c < 0 || c >= poll.options.length)
  )
    return 'Invalid indices'
  if (!poll.multiple && choices.length > 1) return 'Too many choices'
  poll.votes.push({ accountId: voter.id, choices, at: new Date(nowMs).toISOString() })
  return null
}

/** Votes for one option: the remote tally plus the local votes that chose it. */
export function optionVotes(poll: PollRecord, index: number): number {
  const local = poll.votes.filter((v) => v.choices.includes(index)).length
  return (poll.options[index]?.remoteVotes ?? 0) + local
}
