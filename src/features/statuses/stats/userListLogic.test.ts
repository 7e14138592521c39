// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { USER_LIST_POPOVER_LIMIT } from '../../../config/constants'
import { limitUserList } from './userListLogic'

describe('limitUserList', () => {
  const users = Array.from({ length: 20 }, (_, i) => `u${i}`)
  it('shows at most 16 users and counts the others', () => {
    const { shown, more } = limitUserList(users, 20)
    expect(shown).toHaveLength(USER_LIST_POPOVER_LIMIT)
    expect(more).toBe(4)
  })
  it('counts users the server did not send', () => {
    expect(limitUserList(users.slice(0, 3), 10)).toEqual({ shown: ['u0', 'u1', 'u2'], more: 7 })
  })
  it('has nothing more when all fit', () => {
    expect(limitUserList(users.slice(0, 2), 2).more).toBe(0)
  })
})
