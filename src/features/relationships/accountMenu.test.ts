// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { accountMenuEntries } from './accountMenu'
import { relationship } from '../../api/testServer'

const remote = { acct: 'dana@remote.example', deactivated: false }
const followed = relationship('dana', { following: true })
const actions = (offers?: Parameters<typeof accountMenuEntries>[3]) =>
  accountMenuEntries(remote, followed, undefined, offers).map((e) => e.action)

describe('accountMenuEntries', () => {
  it('offers subscribing, repeats and the domain where the server has them', () => {
    expect(actions()).toEqual([
      'mention',
      'mute',
      'subscribe',
      'hideReblogs',
      'blockDomain',
      'block',
      'report',
    ])
  })

  it('leaves out what a server like Hollo cannot do: follow options and domain blocks', () => {
    expect(actions({ domainBlocks: false, subscriptions: false, followOptions: false })).toEqual([
      'mention',
      'mute',
      'block',
      'report',
    ])
  })

  it("subscribes through Pleroma's own call even where the follow options are missing", () => {
    expect(actions({ domainBlocks: true, subscriptions: true, followOptions: false })).toEqual([
      'mention',
      'mute',
      'subscribe',
      'blockDomain',
      'block',
      'report',
    ])
  })
})
