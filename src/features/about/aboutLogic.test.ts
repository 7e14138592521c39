// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Account } from '../../api/types'
import { federationTransparency, groupStaff, nestHeadings, staffHandle } from './aboutLogic'

describe('staffHandle', () => {
  it('looks local staff up by name and remote staff by name@host', () => {
    expect(staffHandle('https://akkoma.example/users/admin', 'https://akkoma.example')).toBe(
      'admin',
    )
    expect(staffHandle('https://other.example/users/mod/', 'https://akkoma.example')).toBe(
      'mod@other.example',
    )
    expect(staffHandle('https://akkoma.example/users/admin', '')).toBe('admin')
  })

  it('skips what is no URL', () => {
    expect(staffHandle('admin', 'https://akkoma.example')).toBeNull()
    expect(staffHandle('https://akkoma.example/', 'https://akkoma.example')).toBeNull()
  })
})

const account = (id: string, role: 'admin' | 'moderator' | 'member'): Account =>
  ({
    id,
    acct: id,
    role,
    is_admin: role === 'admin',
    is_moderator: role === 'moderator',
  }) as Account

describe('groupStaff', () => {
  it('puts admins first, then moderators, leaving empty groups out', () => {
    const groups = groupStaff([account('m', 'moderator'), account('a', 'admin')])
    expect(groups.map((g) => [g.role, g.accounts.map((a) => a.id)])).toEqual([
      ['admin', ['a']],
      ['moderator', ['m']],
    ])
    expect(groupStaff([account('a', 'admin')]).map((g) => g.role)).toEqual(['admin'])
  })

  it('counts listed staff without a readable role as moderators', () => {
    expect(groupStaff([account('x', 'member')])).toEqual([
      { role: 'moderator', accounts: [account('x', 'member')] },
    ])
  })
})

describe('federationTransparency', () => {
  it('is null when the instance has no policies of its own', () => {
    expect(federationTransparency({})).toBeNull()
    expect(
      federationTransparency({
        mrf_policies: ['ObjectAgePolicy'],
        mrf_simple: { reject: [], accept: [] },
        quarantined_instances: [],
      }),
    ).toBeNull()
  })

  it('lists each simple action with the reason Akkoma gives per instance', () => {
    const policy = federationTransparency({
      mrf_policies: ['SimplePolicy'],
      mrf_simple: {
        reject: ['spam.example', 'bad.example'],
        media_nsfw: ['lewd.example'],
        avatar_removal: ['x'],
      },
      mrf_simple_info: { reject: { 'spam.example': { reason: 'Spam' } } },
    })
    expect(policy?.policies).toEqual(['SimplePolicy'])
    expect(policy?.simple).toEqual([
      {
        action: 'reject',
        instances: [
          { host: 'spam.example', reason: 'Spam' },
          { host: 'bad.example', reason: '' },
        ],
      },
      { action: 'media_nsfw', instances: [{ host: 'lewd.example', reason: '' }] },
    ])
  })

  it('reads quarantines and [host, reason] tuples', () => {
    const policy = federationTransparency({
      quarantined_instances: ['q.example', ['t.example', 'Trolls']],
      quarantined_instances_info: { quarantined_instances: { 'q.example': { reason: 'Leaks' } } },
    })
    expect(policy?.quarantined).toEqual([
      { host: 'q.example', reason: 'Leaks' },
      { host: 't.example', reason: 'Trolls' },
    ])
  })

  it('reads the keyword policy in its list and map forms', () => {
    const policy = federationTransparency({
      mrf_keyword: {
        reject: ['buy now'],
        federated_timeline_removal: ['~r/crypto/i'],
        replace: [{ pattern: 'cloud', replacement: 'butt' }, ['foo', 'bar']],
      },
    })
    expect(policy?.keyword).toEqual({
      reject: ['buy now'],
      federatedTimelineRemoval: ['~r/crypto/i'],
      replace: [
        { pattern: 'cloud', replacement: 'butt' },
        { pattern: 'foo', replacement: 'bar' },
      ],
    })
    expect(
      federationTransparency({ mrf_keyword: { replace: { a: 'b' } } })?.keyword.replace,
    ).toEqual([{ pattern: 'a', replacement: 'b' }])
  })
})

describe('nestHeadings', () => {
  it('moves the highest heading to the given level, up or down, and the rest with it', () => {
    expect(nestHeadings('<h1>Terms</h1><p>x</p><h2 id="a">Rules</h2><H4>Small</H4>', 3)).toBe(
      '<h3>Terms</h3><p>x</p><h4 id="a">Rules</h4><h6>Small</h6>',
    )
    expect(nestHeadings('<h4>Terms</h4><h5>More</h5>', 3)).toBe('<h3>Terms</h3><h4>More</h4>')
    expect(nestHeadings('<h3>Terms</h3>', 3)).toBe('<h3>Terms</h3>')
  })

  it('leaves text without headings, and words like <header>, alone', () => {
    expect(nestHeadings('<p>Be nice</p>', 3)).toBe('<p>Be nice</p>')
    expect(nestHeadings('<header>x</header><h1>T</h1>', 3)).toBe('<header>x</header><h3>T</h3>')
  })
})
