// @vitest-environment node
import type { ServerFeatures } from '../../../api/features'
import { BASELINE_FEATURES } from '../../../api/testFixtures'
import { describe, expect, it } from 'vitest'
import type { Visibility } from '../../../api/types'
import {
  actionAvailability,
  type ActionInstance,
  type ActionStatus,
  type ActionUser,
} from './availability'

const member: ActionUser = { id: 'me', role: 'member', is_admin: false, is_moderator: false }
const moderator: ActionUser = { id: 'mod', role: 'moderator', is_admin: false, is_moderator: true }
const admin: ActionUser = { id: 'adm', role: 'admin', is_admin: true, is_moderator: false }
const instance: ActionInstance = {
  features: { ...BASELINE_FEATURES, editing: true, translation: false, quotes: true },
}
const withFeatures = (patch: Partial<ServerFeatures>): ActionInstance => ({
  features: { ...instance.features, ...patch },
})

const status = (visibility: Visibility, author = 'bob', patch: Partial<ActionStatus> = {}) => ({
  visibility,
  account_id: author,
  is_local: true,
  url: 'https://example.social/notice/1',
  ...patch,
})

describe('status action availability', () => {
  it('offers quote only for public and unlisted statuses, on servers that quote', () => {
    expect(actionAvailability(status('public'), member, instance).quote).toBe(true)
    expect(actionAvailability(status('unlisted'), member, instance).quote).toBe(true)
    for (const v of ['private', 'direct', 'local'] as const) {
      expect(actionAvailability(status(v), member, instance).quote).toBe(false)
    }
    const noQuotes = withFeatures({ quotes: false })
    expect(actionAvailability(status('public'), member, noQuotes).quote).toBe(false)
  })

  it('locks repeat for others’ private statuses and for every direct one', () => {
    expect(actionAvailability(status('public'), member, instance).repeatLock).toBeNull()
    expect(actionAvailability(status('local'), member, instance).repeatLock).toBeNull()
    expect(actionAvailability(status('private'), member, instance).repeatLock).toBe('private')
    expect(actionAvailability(status('private', 'me'), member, instance).repeatLock).toBeNull()
    expect(actionAvailability(status('direct', 'me'), member, instance).repeatLock).toBe('direct')
    expect(actionAvailability(status('direct'), admin, instance).repeatLock).toBe('direct')
  })

  it('lets users pin only their own public or unlisted statuses', () => {
    expect(actionAvailability(status('public', 'me'), member, instance).pin).toBe(true)
    expect(actionAvailability(status('unlisted', 'me'), member, instance).pin).toBe(true)
    expect(actionAvailability(status('private', 'me'), member, instance).pin).toBe(false)
    expect(actionAvailability(status('direct', 'me'), member, instance).pin).toBe(false)
    expect(actionAvailability(status('public'), member, instance).pin).toBe(false)
    expect(actionAvailability(status('public'), admin, instance).pin).toBe(false)
  })

  it('offers edit for own statuses when editing is available, redraft for own ones', () => {
    expect(actionAvailability(status('public', 'me'), member, instance).edit).toBe(true)
    const noEditing = withFeatures({ editing: false })
    expect(actionAvailability(status('public', 'me'), member, noEditing).edit).toBe(false)
    expect(actionAvailability(status('public'), admin, instance).edit).toBe(false)
    expect(actionAvailability(status('direct', 'me'), member, instance).redraft).toBe(true)
    expect(actionAvailability(status('public'), moderator, instance).redraft).toBe(false)
  })

  it('lets the author, moderators and admins delete', () => {
    expect(actionAvailability(status('public', 'me'), member, instance).delete).toBe(true)
    expect(actionAvailability(status('public'), member, instance).delete).toBe(false)
    expect(actionAvailability(status('public'), moderator, instance).delete).toBe(true)
    expect(actionAvailability(status('public'), admin, instance).delete).toBe(true)
    // Roles may come from the role name alone (older servers).
    const legacyAdmin: ActionUser = { ...member, role: 'admin' }
    expect(actionAvailability(status('public'), legacyAdmin, instance).delete).toBe(true)
  })

  it('offers the external source for remote statuses only, translate when enabled', () => {
    expect(actionAvailability(status('public'), member, instance).externalSource).toBe(false)
    const remote = status('public', 'dana', { is_local: false })
    expect(actionAvailability(remote, member, instance).externalSource).toBe(true)
    expect(actionAvailability(remote, member, instance).translate).toBe(false)
    const translating = withFeatures({ translation: true })
    expect(actionAvailability(remote, member, translating).translate).toBe(true)
  })
})

describe('report and the privileges the server lists', () => {
  it('offers report on the posts of others only', () => {
    expect(actionAvailability(status('public'), member, instance).report).toBe(true)
    expect(actionAvailability(status('public', 'me'), member, instance).report).toBe(false)
  })

  it("lets staff delete others' posts only with Akkoma's messages_delete", () => {
    const listed = { ...moderator, privileges: ['reports_manage_reports'] }
    expect(actionAvailability(status('public'), listed, instance).delete).toBe(false)
    const deleter = { ...moderator, privileges: ['messages_delete'] }
    expect(actionAvailability(status('public'), deleter, instance).delete).toBe(true)
    // Servers that list none: the role decides (moderators and admins may).
    expect(actionAvailability(status('public'), moderator, instance).delete).toBe(true)
    expect(actionAvailability(status('public'), admin, instance).delete).toBe(true)
  })
})

describe('muting a conversation', () => {
  it('is offered where the server mutes conversations, not on Hollo', () => {
    expect(actionAvailability(status('public'), member, instance).muteThread).toBe(true)
    const hollo = withFeatures({ threadMutes: false })
    expect(actionAvailability(status('public'), member, hollo).muteThread).toBe(false)
  })
})
