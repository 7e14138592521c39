// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  adminMenuEntries,
  applyAdminAction,
  actionKey,
  progressKey,
  type ModeratedAccount,
} from './adminMenuModel'

const admin = { is_admin: true, is_moderator: false, role: 'admin' as const }
const moderator = { is_admin: false, is_moderator: true, role: 'moderator' as const }
const member = { is_admin: false, is_moderator: false, role: 'member' as const }

const local: ModeratedAccount = {
  id: '1',
  acct: 'bob',
  is_local: true,
  is_admin: false,
  is_moderator: false,
  deactivated: false,
  tags: ['mrf_tag:sandbox'],
}
const remote: ModeratedAccount = {
  ...local,
  id: '2',
  acct: 'dana@remote.example',
  is_local: false,
  tags: [],
}

const keys = (entries: ReturnType<typeof adminMenuEntries>) =>
  entries.map((e) => actionKey(e.action))

describe('admin menu entries', () => {
  it('gives admins everything for a local user, tags with their state', () => {
    const entries = adminMenuEntries(local, admin, true)
    expect(keys(entries)).toEqual([
      'activation',
      'delete',
      'role:admin',
      'role:moderator',
      'tag:forceNsfw',
      'tag:stripMedia',
      'tag:forceUnlisted',
      'tag:sandbox',
      'tag:disableRemoteSubscription',
      'tag:disableAnySubscription',
      'tag:quarantine',
    ])
    expect(entries.find((e) => actionKey(e.action) === 'tag:sandbox')?.checked).toBe(true)
    expect(entries.find((e) => actionKey(e.action) === 'tag:forceNsfw')?.checked).toBe(false)
    expect(entries[0]?.labelKey).toBe('moderation.deactivate')
  })

  it('offers no roles and no local-only tags for remote users', () => {
    expect(keys(adminMenuEntries(remote, admin, true))).toEqual([
      'activation',
      'delete',
      'tag:forceNsfw',
      'tag:stripMedia',
      'tag:forceUnlisted',
      'tag:sandbox',
    ])
  })

  it('offers no tags without the tag policy', () => {
    expect(keys(adminMenuEntries(local, admin, false))).toEqual([
      'activation',
      'delete',
      'role:admin',
      'role:moderator',
    ])
  })

  it('follows the privileges the server lists, else the role', () => {
    expect(adminMenuEntries(local, moderator, true)).toEqual([])
    expect(adminMenuEntries(local, member, true)).toEqual([])
    const tagger = { ...moderator, privileges: ['users_manage_tags'] }
    expect(keys(adminMenuEntries(remote, tagger, true))).toEqual([
      'tag:forceNsfw',
      'tag:stripMedia',
      'tag:forceUnlisted',
      'tag:sandbox',
    ])
  })

  it('labels toggles by the current state', () => {
    const entries = adminMenuEntries(
      { ...local, deactivated: true, is_admin: true, is_moderator: true },
      admin,
      false,
    )
    expect(entries.map((e) => e.labelKey)).toEqual([
      'moderation.activate',
      'moderation.delete_account',
      'moderation.revoke_admin',
      'moderation.revoke_moderator',
    ])
  })
})

describe('applying an action', () => {
  it('flips the state the action changes', () => {
    expect(applyAdminAction(local, { kind: 'activation' })).toEqual({ deactivated: true })
    expect(applyAdminAction(local, { kind: 'role', group: 'moderator' })).toEqual({
      is_moderator: true,
    })
    expect(applyAdminAction(local, { kind: 'tag', tag: 'sandbox' })).toEqual({ tags: [] })
    expect(applyAdminAction(local, { kind: 'tag', tag: 'quarantine' })).toEqual({
      tags: ['mrf_tag:sandbox', 'mrf_tag:quarantine'],
    })
  })

  it('names the progress', () => {
    expect(progressKey(local, { kind: 'activation' })).toBe('moderation.deactivating')
    expect(progressKey({ ...local, deactivated: true }, { kind: 'activation' })).toBe(
      'moderation.activating',
    )
  })
})
