/**
 * Polls: reading `poll[...]` parameters, validating them against the
 * instance's poll limits with Akkoma's error messages, voting, and the Poll
 * entity as Akkoma renders it (`voted`/`own_votes` only for signed-in
 * viewers, `voters_count` only for multiple-choice polls).
 */

import { customEmoji } from './art.ts'
import { INSTANCE } from './config.ts'
import type { Params } from './http.ts'
import type { AccountRecord, PollRecord } from './records.ts'
import type { Json, ViewContext } from './serializers.ts'
import { serializeEmojiList } from './serializers.ts'

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

function optionVotes(poll: PollRecord, index: number): number {
  const local = poll.votes.filter((v) => v.choices.includes(index)).length
  return (poll.options[index]?.remoteVotes ?? 0) + local
}

function pollEmojis(origin: string, poll: PollRecord): Json[] {
  const shortcodes = new Set<string>()
  for (const option of poll.options) {
    for (const match of option.title.matchAll(/:([a-zA-Z0-9_]+):/g)) {
      if (match[1] && customEmoji(match[1])) shortcodes.add(match[1])
    }
  }
  return serializeEmojiList(origin, [...shortcodes])
}

export function serializePoll(ctx: ViewContext, poll: PollRecord, authorId: string): Json {
  const options = poll.options.map((o, i) => ({
    title: o.title,
    votes_count: optionVotes(poll, i),
  }))
  const json: Json = {
    id: poll.id,
    expires_at: new Date(poll.expiresAt).toISOString(),
    expired: pollExpired(poll),
    multiple: poll.multiple,
    votes_count: options.reduce((sum, o) => sum + o.votes_count, 0),
    // Akkoma (like Mastodon) leaves voters_count null on single-choice polls.
    voters_count: poll.multiple ? poll.votes.length + poll.remoteVoters : null,
    options,
    emojis: pollEmojis(ctx.origin, poll),
  }
  const viewer = ctx.viewer
  if (viewer) {
    const own = poll.votes.find((v) => v.accountId === viewer.id)
    json.voted = own !== undefined || viewer.id === authorId
    json.own_votes = own ? [...own.choices] : []
  }
  return json
}
