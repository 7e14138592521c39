// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { normalizeReport, type Report } from '../../api/endpoints/moderation'
import { hasPrivilege, moderationTabs } from '../../store/moderation'
import { openReportCount, orderReports, stateActions, visibleReports } from './reportsLogic'

const account = (id: string) => ({ id, username: id, acct: id })
const wire = (id: string, state: string, created: string) => ({
  id,
  state,
  content: `comment ${id}`,
  created_at: created,
  account: account('bob'),
  actor: account('alice'),
  statuses: [{ id: `s${id}`, content: '<p>x</p>', account: account('bob') }, { broken: true }],
  notes: [
    { id: 'n1', content: 'seen', user: account('moderator'), created_at: created },
    { content: 'no id' },
  ],
})
const report = (id: string, state: string, created: string): Report => {
  const r = normalizeReport(wire(id, state, created))
  if (!r) throw new Error('bad fixture')
  return r
}

describe('reports', () => {
  it('normalizes Akkoma reports with safe defaults', () => {
    const r = report('1', 'weird', '2030-01-01T00:00:00Z')
    expect(r.state).toBe('open')
    expect(r.account.acct).toBe('bob')
    expect(r.actor.acct).toBe('alice')
    expect(r.statuses.map((s) => s.id)).toEqual(['s1'])
    expect(r.notes.map((n) => [n.content, n.user?.acct])).toEqual([['seen', 'moderator']])
    expect(normalizeReport({ id: '2', account: account('bob') })).toBeNull()
  })

  const list = [
    report('1', 'resolved', '2030-01-03T00:00:00Z'),
    report('2', 'open', '2030-01-01T00:00:00Z'),
    report('3', 'closed', '2030-01-04T00:00:00Z'),
    report('4', 'open', '2030-01-02T00:00:00Z'),
  ]

  it('puts open reports first, newest first within', () => {
    expect(orderReports(list).map((r) => r.id)).toEqual(['4', '2', '3', '1'])
  })

  it('filters by state; all hides closed ones unless asked', () => {
    expect(visibleReports(list, 'all', false).map((r) => r.id)).toEqual(['4', '2', '1'])
    expect(visibleReports(list, 'all', true).map((r) => r.id)).toEqual(['4', '2', '3', '1'])
    expect(visibleReports(list, 'closed', false).map((r) => r.id)).toEqual(['3'])
    expect(visibleReports(list, 'open', true).map((r) => r.id)).toEqual(['4', '2'])
    expect(openReportCount(list)).toBe(2)
  })

  it('offers resolve and close while open, reopen after', () => {
    expect(stateActions('open')).toEqual(['resolved', 'closed'])
    expect(stateActions('resolved')).toEqual(['open'])
    expect(stateActions('closed')).toEqual(['open'])
  })
})

describe('roles and privileges', () => {
  const member = { is_admin: false, is_moderator: false, role: 'member' as const }
  const moderator = { is_admin: false, is_moderator: true, role: 'moderator' as const }
  const admin = { is_admin: true, is_moderator: false, role: 'admin' as const }

  it('gives the sections each role may use', () => {
    expect(moderationTabs(member)).toEqual([])
    expect(moderationTabs(undefined)).toEqual([])
    expect(moderationTabs(moderator)).toEqual(['reports'])
    expect(moderationTabs(admin)).toEqual(['reports', 'users', 'posts'])
    // What the server lists wins over the role.
    expect(moderationTabs({ ...moderator, privileges: ['users_read'] })).toEqual(['users'])
  })

  it('never gives members a privilege, whatever they claim', () => {
    expect(hasPrivilege({ ...member, privileges: ['users_read'] }, 'users_read')).toBe(false)
    // The older numeric-role format is read into `role` by the normalizer.
    expect(
      hasPrivilege({ is_admin: false, is_moderator: false, role: 'admin' }, 'users_delete'),
    ).toBe(true)
  })
})
