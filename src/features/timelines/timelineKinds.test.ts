// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BASELINE_FEATURES } from '../../api/testFixtures'
import { timelineVisible } from './timelineKinds'
import { timelineErrorMessage } from './timelineErrors'

const instance = {
  publicTimelineVisibility: { local: true, federated: false, bubble: false },
  federatedTimelineAvailable: true,
  localBubbleInstances: ['b.example'],
  private: false,
  features: { ...BASELINE_FEATURES, bubbleTimeline: true },
}

describe('timeline visibility', () => {
  it('home needs a user', () => {
    expect(timelineVisible('friends', false, instance)).toBe(false)
    expect(timelineVisible('friends', true, instance)).toBe(true)
  })
  it('public timelines follow publicTimelineVisibility for guests', () => {
    expect(timelineVisible('public', false, instance)).toBe(true)
    expect(timelineVisible('publicAndExternal', false, instance)).toBe(false)
    expect(timelineVisible('publicAndExternal', true, instance)).toBe(true)
    expect(timelineVisible('bubble', false, instance)).toBe(false)
    expect(timelineVisible('bubble', true, instance)).toBe(true)
  })
  it('federated needs the flag and bubble needs a bubble instance', () => {
    expect(
      timelineVisible('publicAndExternal', true, {
        ...instance,
        federatedTimelineAvailable: false,
      }),
    ).toBe(false)
    expect(timelineVisible('bubble', true, { ...instance, localBubbleInstances: [] })).toBe(false)
    // GoToSocial and Mastodon have no bubble timeline at all.
    expect(timelineVisible('bubble', true, { ...instance, features: BASELINE_FEATURES })).toBe(
      false,
    )
  })
  it('a private instance shows guests nothing', () => {
    const priv = {
      ...instance,
      private: true,
      publicTimelineVisibility: { local: true, federated: true, bubble: true },
    }
    expect(timelineVisible('public', false, priv)).toBe(false)
  })
})

describe('timeline errors', () => {
  it('uses the catalogued texts', () => {
    expect(timelineErrorMessage({ status: 429, message: '' }).key).toBe('timeline.error_status.429')
    expect(timelineErrorMessage({ status: 500, message: '' }).key).toBe('timeline.error_status.500')
    expect(timelineErrorMessage({ status: 503, message: '' }).key).toBe('timeline.error_status.503')
    expect(timelineErrorMessage({ status: 404, message: '' })).toEqual({
      key: 'timeline.error_status.other',
      args: { code: '404' },
    })
  })
})
