import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api, setApiServer, setApiToken } from '../../api/client'
import { verifyCredentials } from '../../api/endpoints/accounts'
import { ApiError, NetworkError } from '../../api/errors'
import { normalizeAccount } from '../../api/normalize'
import { akkomaAccountJson } from '../../api/testFixtures'
import { activeAccount, saveRegistry } from '../../store/accounts'
import { useSession } from '../../store/session'
import { endSession } from '../../store/sessionLifecycle'
import { restoreSession } from './sessionRestore'

vi.mock('../../api/endpoints/accounts', () => ({ verifyCredentials: vi.fn() }))

const saved = normalizeAccount(akkomaAccountJson())

beforeEach(() => {
  endSession()
  window.localStorage.clear()
  setApiServer('')
  setApiToken(null)
  saveRegistry({
    accounts: [
      {
        key: `|${saved.id}`,
        server: '',
        userId: saved.id,
        acct: 'alice',
        token: 'stored-token',
        displayName: 'Alice',
        avatar: '',
        scope: null,
      },
    ],
    active: `|${saved.id}`,
    scopes: {},
  })
})

describe('the start-up sign-in with the stored token', () => {
  it('signs in with the saved account when the server could not be reached, keeping the token', async () => {
    vi.mocked(verifyCredentials).mockRejectedValue(new NetworkError('/verify', new TypeError()))
    await restoreSession(saved)
    expect(useSession.getState().currentUserId).toBe(saved.id)
    expect(api().token).toBe('stored-token')
    expect(activeAccount()?.token).toBe('stored-token')
  })

  it('without a saved account, an unreachable server leaves a guest but keeps the token stored', async () => {
    vi.mocked(verifyCredentials).mockRejectedValue(new NetworkError('/verify', new TypeError()))
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await restoreSession()
    expect(useSession.getState().currentUserId).toBeNull()
    expect(api().token).toBeNull()
    expect(activeAccount()?.token).toBe('stored-token')
  })

  it('drops a token the server refused, saved account or not', async () => {
    vi.mocked(verifyCredentials).mockRejectedValue(
      new ApiError({ status: 401, statusText: '', body: {}, url: '/verify' }),
    )
    await restoreSession(saved)
    expect(useSession.getState().currentUserId).toBeNull()
    expect(api().token).toBeNull()
    expect(activeAccount()).toBeUndefined()
  })
})
