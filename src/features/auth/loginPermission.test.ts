import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { normalizeAccount } from '../../api/normalize'
import type * as InstanceEndpoints from '../../api/endpoints/instance'

/*
 * At login, the browser's notification permission is asked
 * for at login, and only while it is still at its default.
 */

// Signing in reloads the custom emoji a moment later: no server answers here.
vi.mock('../../api/endpoints/instance', async (actual) => ({
  ...(await actual<typeof InstanceEndpoints>()),
  fetchCustomEmoji: async () => [],
}))

const { signIn } = await import('./sessionRestore')

let asked = 0

function stubPermission(permission: NotificationPermission): void {
  vi.stubGlobal('Notification', {
    permission,
    requestPermission: async () => {
      asked++
      return 'granted'
    },
  })
}

beforeEach(() => {
  asked = 0
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const user = () => normalizeAccount({ id: 'me', username: 'alice', acct: 'alice' })

describe('notification permission at login', () => {
  it('asks when the permission is at its default', () => {
    stubPermission('default')
    signIn(user())
    expect(asked).toBe(1)
  })

  it.each(['granted', 'denied'] as const)('does not ask again when it is %s', (permission) => {
    stubPermission(permission)
    signIn(user())
    expect(asked).toBe(0)
  })
})
