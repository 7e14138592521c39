// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { remoteAcct } from './remoteAcct'

describe('remote profile route handles', () => {
  it('reads /remote-users/@user@host with or without the leading @', () => {
    expect(remoteAcct({ acct: '@dana@mastodon.example' })).toBe('dana@mastodon.example')
    expect(remoteAcct({ acct: 'dana@mastodon.example' })).toBe('dana@mastodon.example')
  })

  it('reads /remote-users/host/user', () => {
    expect(remoteAcct({ hostname: 'mastodon.example', username: 'dana' })).toBe(
      'dana@mastodon.example',
    )
  })

  it('refuses handles without both parts', () => {
    expect(remoteAcct({ acct: 'dana' })).toBeNull()
    expect(remoteAcct({ acct: '@dana@' })).toBeNull()
    expect(remoteAcct({ acct: 'a@b@c' })).toBeNull()
    expect(remoteAcct({ hostname: '', username: 'dana' })).toBeNull()
  })
})
