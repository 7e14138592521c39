// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { tabFromHash, visibleTabs } from './profileTabs'

const open = { hide_follows: false, hide_followers: false }
const hidden = { hide_follows: true, hide_followers: true }

describe('profile tabs', () => {
  it('shows favourites only on the own profile', () => {
    expect(visibleTabs(open, false)).toEqual([
      'statuses',
      'replies',
      'media',
      'followees',
      'followers',
    ])
    expect(visibleTabs(open, true)).toContain('favorites')
  })

  it('hides follows and followers the user hides, except from the owner', () => {
    expect(visibleTabs(hidden, false)).toEqual(['statuses', 'replies', 'media'])
    expect(visibleTabs({ hide_follows: true, hide_followers: false }, false)).toContain('followers')
    expect(visibleTabs(hidden, true)).toEqual(expect.arrayContaining(['followees', 'followers']))
  })

  it('takes the tab from the hash', () => {
    const tabs = visibleTabs(open, false)
    expect(tabFromHash('#media', 'statuses', tabs)).toBe('media')
    expect(tabFromHash('followers', 'statuses', tabs)).toBe('followers')
  })

  it('uses the default tab preference when the hash is empty or unknown', () => {
    const tabs = visibleTabs(open, true)
    expect(tabFromHash('', 'replies', tabs)).toBe('replies')
    expect(tabFromHash('#nonsense', 'media', tabs)).toBe('media')
    expect(tabFromHash('', 'statuses', tabs)).toBe('statuses')
  })

  it('falls back to statuses when the hash or default is not shown here', () => {
    const others = visibleTabs(hidden, false)
    expect(tabFromHash('#favorites', 'statuses', others)).toBe('statuses')
    expect(tabFromHash('#followers', 'favorites', others)).toBe('statuses')
  })
})
