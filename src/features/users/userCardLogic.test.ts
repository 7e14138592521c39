// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cardCounts, dailyAverage, feedUrl, remoteFollowAction } from './userCardLogic'

const DAY = 86_400_000

describe('daily average', () => {
  const now = Date.parse('2026-01-11T12:00:00Z')
  it('divides by the days since creation, rounded up, and rounds', () => {
    expect(dailyAverage(100, '2026-01-01T12:00:00Z', now)).toBe(10)
    // 10.5 days count as 11: 100 / 11 = 9.09
    expect(dailyAverage(100, new Date(now - 10.5 * DAY).toISOString(), now)).toBe(9)
    expect(dailyAverage(15, new Date(now - 10 * DAY).toISOString(), now)).toBe(2)
  })
  it('counts at least one day and survives bad dates', () => {
    expect(dailyAverage(7, new Date(now - 1000).toISOString(), now)).toBe(7)
    expect(dailyAverage(7, new Date(now + DAY).toISOString(), now)).toBe(7)
    expect(dailyAverage(7, 'not a date', now)).toBe(0)
  })
})

describe('card counts', () => {
  const account = {
    statuses_count: 5,
    following_count: 3,
    followers_count: 4,
    hide_follows_count: true,
    hide_followers_count: false,
  }
  it('hides hidden counts from others', () => {
    expect(cardCounts(account, false)).toEqual({ statuses: 5, following: null, followers: 4 })
  })
  it('shows everything to the owner', () => {
    expect(cardCounts(account, true)).toEqual({ statuses: 5, following: 3, followers: 4 })
  })
})

describe('links', () => {
  it('gives local accounts a feed at the profile address plus .rss', () => {
    expect(feedUrl({ url: 'https://cofe.example/users/alice', is_local: true })).toBe(
      'https://cofe.example/users/alice.rss',
    )
    expect(feedUrl({ url: 'https://remote.example/@dana', is_local: false })).toBeNull()
  })
  it('posts remote follows to /main/ostatus on the profile host', () => {
    expect(remoteFollowAction('https://cofe.example:8443/users/alice')).toBe(
      'https://cofe.example:8443/main/ostatus',
    )
    expect(remoteFollowAction('not a url')).toBeNull()
  })
})
