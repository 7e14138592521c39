import { describe, expect, it } from 'vitest'
import { needsGodmode } from './PostsTab'
import { userFilters } from './UsersTab'

describe('the users and posts sections ask the admin API', () => {
  it('with the filters the choices name', () => {
    expect(userFilters('any', 'any', 'any')).toEqual([])
    expect(userFilters('local', 'deactivated', 'is_moderator')).toEqual([
      'local',
      'deactivated',
      'is_moderator',
    ])
    expect(userFilters('external', 'active', 'any')).toEqual(['external', 'active'])
  })

  it('in godmode only where private or direct posts may be shown', () => {
    expect(needsGodmode('all')).toBe(true)
    expect(needsGodmode('private')).toBe(true)
    expect(needsGodmode('direct')).toBe(true)
    expect(needsGodmode('public')).toBe(false)
    expect(needsGodmode('unlisted')).toBe(false)
  })
})
