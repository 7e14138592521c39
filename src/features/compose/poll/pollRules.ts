/**
 * The poll form's rules: defaults, option bounds, expiry units
 * and clamping, de-duplication, validation and the payload. Pure functions,
 * so the editor and the post form agree on every rule.
 */
import { POLL_DEFAULT_EXPIRY, POLL_MIN_OPTIONS } from '../../../config/constants'
import type { InstanceConfig, PollLimits } from '../../../api/types'

export type ExpiryUnit = 'minutes' | 'hours' | 'days'

export const EXPIRY_UNITS: readonly ExpiryUnit[] = ['minutes', 'hours', 'days']

const UNIT_SECONDS: Record<ExpiryUnit, number> = { minutes: 60, hours: 3600, days: 86400 }

/** What the poll editor holds; serialisable, so it can live in a draft. */
export interface PollDraft {
  options: string[]
  multiple: boolean
  expiryAmount: number
  expiryUnit: ExpiryUnit
}

/** Poll payload; `expires_in` in seconds. */
export interface PollPayload {
  options: string[]
  expires_in: number
  multiple: boolean
}

export function emptyPoll(): PollDraft {
  return {
    options: Array.from({ length: POLL_MIN_OPTIONS }, () => ''),
    multiple: false,
    expiryAmount: POLL_DEFAULT_EXPIRY.amount,
    expiryUnit: POLL_DEFAULT_EXPIRY.unit,
  }
}

export function pollLimits(instance: Pick<InstanceConfig, 'pollLimits'>): PollLimits {
  return instance.pollLimits
}

/** Polls are offered only when the server enables them with room for two options. */
export function pollsAvailable(
  instance: Pick<InstanceConfig, 'pollLimits' | 'features'> | null | undefined,
): boolean {
  return (
    !!instance && instance.features.polls && instance.pollLimits.max_options >= POLL_MIN_OPTIONS
  )
}

export function canAddOption(draft: PollDraft, limits: PollLimits): boolean {
  return draft.options.length < limits.max_options
}

export function canRemoveOption(draft: PollDraft): boolean {
  return draft.options.length > POLL_MIN_OPTIONS
}

export function addOption(draft: PollDraft, limits: PollLimits): PollDraft {
  return canAddOption(draft, limits) ? { ...draft, options: [...draft.options, ''] } : draft
}

export function removeOption(draft: PollDraft, index: number): PollDraft {
  if (!canRemoveOption(draft)) return draft
  return { ...draft, options: draft.options.filter((_, i) => i !== index) }
}

export function setOption(draft: PollDraft, index: number, text: string): PollDraft {
  return { ...draft, options: draft.options.map((o, i) => (i === index ? text : o)) }
}

/** Units offered: those of which the maximum expiry holds at least one. */
export function expiryUnits(limits: PollLimits): ExpiryUnit[] {
  const units = EXPIRY_UNITS.filter((unit) => limits.max_expiration >= UNIT_SECONDS[unit])
  // A maximum under a minute still needs a unit to show it in.
  return units.length > 0 ? units : ['minutes']
}

/** Smallest and largest amount of `unit` within the limits (at least 1). */
export function expiryRange(limits: PollLimits, unit: ExpiryUnit): { min: number; max: number } {
  const seconds = UNIT_SECONDS[unit]
  const max = Math.max(1, Math.floor(limits.max_expiration / seconds))
  const min = Math.min(max, Math.max(1, Math.ceil(limits.min_expiration / seconds)))
  return { min, max }
}

export function clampExpiry(amount: number, unit: ExpiryUnit, limits: PollLimits): number {
  const { min, max } = expiryRange(limits, unit)
  if (!Number.isFinite(amount)) return min
  return Math.min(max, Math.max(min, Math.round(amount)))
}

/** Switch units, keeping the amount where the new unit allows it. */
export function setExpiryUnit(draft: PollDraft, unit: ExpiryUnit, limits: PollLimits): PollDraft {
  return { ...draft, expiryUnit: unit, expiryAmount: clampExpiry(draft.expiryAmount, unit, limits) }
}

export function expiresInSeconds(draft: PollDraft, limits: PollLimits): number {
  const seconds = draft.expiryAmount * UNIT_SECONDS[draft.expiryUnit]
  const max = Math.max(limits.max_expiration, limits.min_expiration)
  return Math.min(max, Math.max(limits.min_expiration, Math.round(seconds)))
}

/** Trimmed, non-empty, de-duplicated option texts, in order. */
export function distinctOptions(options: readonly string[]): string[] {
  return [...new Set(options.map((o) => o.trim()).filter((o) => o !== ''))]
}

/** A poll is sent only when at least one option has text. */
export function pollHasContent(draft: PollDraft): boolean {
  return draft.options.some((o) => o.trim() !== '')
}

/** An i18n key of the poll's error, or null when it may be posted (or is empty, so not sent). */
export function validatePoll(draft: PollDraft, _limits?: PollLimits): string | null {
  if (!pollHasContent(draft)) return null
  return distinctOptions(draft.options).length < POLL_MIN_OPTIONS
    ? 'polls.not_enough_options'
    : null
}

/** The poll to send, or null when no option has text (no poll). */
export function toPollPayload(draft: PollDraft, limits: PollLimits): PollPayload | null {
  if (!pollHasContent(draft)) return null
  return {
    options: distinctOptions(draft.options.map((o) => o.trim().slice(0, limits.max_option_chars))),
    expires_in: expiresInSeconds(draft, limits),
    multiple: draft.multiple,
  }
}
