// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mergeInstanceConfig } from '../../../api/endpoints/instanceMerge'
import type { PollLimits } from '../../../api/types'
import {
  addOption,
  canAddOption,
  clampExpiry,
  emptyPoll,
  expiryRange,
  expiryUnits,
  pollLimits,
  pollsAvailable,
  removeOption,
  setExpiryUnit,
  setOption,
  toPollPayload,
  validatePoll,
} from './pollRules'
import type { PollDraft } from './pollRules'

const limits: PollLimits = {
  max_options: 4,
  max_option_chars: 10,
  min_expiration: 300,
  max_expiration: 3 * 86400,
}
const poll = (patch: Partial<PollDraft>): PollDraft => ({ ...emptyPoll(), ...patch })

describe('poll defaults and availability', () => {
  it('starts single choice with 2 empty options and 10 minutes', () => {
    expect(emptyPoll()).toEqual({
      options: ['', ''],
      multiple: false,
      expiryAmount: 10,
      expiryUnit: 'minutes',
    })
  })

  it('is available when enabled with at least 2 options', () => {
    const instance = mergeInstanceConfig({}, '')
    expect(pollLimits(instance)).toEqual(instance.pollLimits)
    const withPolls = { ...instance, features: { ...instance.features, polls: true } }
    expect(pollsAvailable(withPolls)).toBe(true)
    expect(pollsAvailable({ ...instance, features: { ...instance.features, polls: false } })).toBe(
      false,
    )
    const one = { ...instance.pollLimits, max_options: 1 }
    expect(pollsAvailable({ ...withPolls, pollLimits: one })).toBe(false)
    expect(pollsAvailable(null)).toBe(false)
  })
})

describe('options', () => {
  it('adds up to max_options and keeps at least 2', () => {
    let draft = emptyPoll()
    draft = addOption(draft, limits)
    draft = addOption(draft, limits)
    expect(draft.options).toHaveLength(4)
    expect(canAddOption(draft, limits)).toBe(false)
    expect(addOption(draft, limits)).toBe(draft)
    draft = setOption(draft, 1, 'b')
    draft = removeOption(draft, 0)
    expect(draft.options).toEqual(['b', '', ''])
    draft = removeOption(removeOption(draft, 2), 1)
    expect(draft.options).toEqual(['b', ''])
  })
})

describe('expiry', () => {
  it('offers only the units the maximum allows', () => {
    expect(expiryUnits(limits)).toEqual(['minutes', 'hours', 'days'])
    expect(expiryUnits({ ...limits, max_expiration: 7200 })).toEqual(['minutes', 'hours'])
    expect(expiryUnits({ ...limits, max_expiration: 3599 })).toEqual(['minutes'])
    expect(expiryUnits({ ...limits, max_expiration: 30 })).toEqual(['minutes'])
  })

  it('clamps the amount to the min and max of the chosen unit', () => {
    expect(expiryRange(limits, 'minutes')).toEqual({ min: 5, max: 4320 })
    expect(expiryRange(limits, 'hours')).toEqual({ min: 1, max: 72 })
    expect(expiryRange(limits, 'days')).toEqual({ min: 1, max: 3 })
    expect(clampExpiry(1, 'minutes', limits)).toBe(5)
    expect(clampExpiry(100, 'days', limits)).toBe(3)
    expect(clampExpiry(2.6, 'hours', limits)).toBe(3)
    expect(clampExpiry(Number.NaN, 'hours', limits)).toBe(1)
    expect(setExpiryUnit(poll({ expiryAmount: 10 }), 'days', limits)).toMatchObject({
      expiryUnit: 'days',
      expiryAmount: 3,
    })
  })
})

describe('validatePoll and toPollPayload', () => {
  it('sends no poll and gives no error when every option is empty', () => {
    expect(validatePoll(poll({ options: ['', '  '] }), limits)).toBeNull()
    expect(toPollPayload(poll({ options: ['', '  '] }), limits)).toBeNull()
  })

  it('needs 2 distinct non-empty options', () => {
    expect(validatePoll(poll({ options: ['yes', ''] }), limits)).toBe('polls.not_enough_options')
    expect(validatePoll(poll({ options: ['yes', ' yes '] }), limits)).toBe(
      'polls.not_enough_options',
    )
    expect(validatePoll(poll({ options: ['yes', 'no', ''] }), limits)).toBeNull()
  })

  it('trims, drops empty and de-duplicates options, and sends seconds within the limits', () => {
    expect(
      toPollPayload(
        poll({
          options: [' tea ', '', 'coffee', 'tea'],
          multiple: true,
          expiryAmount: 2,
          expiryUnit: 'hours',
        }),
        limits,
      ),
    ).toEqual({ options: ['tea', 'coffee'], expires_in: 7200, multiple: true })
    expect(toPollPayload(poll({ options: ['a', 'b'], expiryAmount: 1 }), limits)).toMatchObject({
      expires_in: 300,
    })
    expect(
      toPollPayload(poll({ options: ['a', 'b'], expiryAmount: 9, expiryUnit: 'days' }), limits),
    ).toMatchObject({ expires_in: 3 * 86400 })
    expect(toPollPayload(poll({ options: ['abcdefghijkl', 'b'] }), limits)?.options).toEqual([
      'abcdefghij',
      'b',
    ])
  })
})
