// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { profileLink } from './profileLink'

describe('profile links', () => {
  it('uses the name for local users', () => {
    expect(profileLink({ id: '9', acct: 'alice' })).toBe('/users/alice')
  })
  it('uses the id for remote users, empty names and restricted nicknames', () => {
    expect(profileLink({ id: '9', acct: 'dana@mastodon.example' })).toBe('/users/9')
    expect(profileLink({ id: '9', acct: '' })).toBe('/users/9')
    expect(profileLink({ id: '9', acct: 'about' }, ['about', 'main'])).toBe('/users/9')
  })
})
