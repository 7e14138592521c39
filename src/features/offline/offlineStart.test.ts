import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setApiServer } from '../../api/client'
import { normalizeAccount } from '../../api/normalize'
import { akkomaAccountJson, akkomaInstance as fixture } from '../../api/testFixtures'
import { saveRegistry } from '../../store/accounts'
import { useSession } from '../../store/session'
import { endSession, startSession } from '../../store/sessionLifecycle'
import { offlineStart, savedStart, toSave, usableSaved } from './offlineStart'

// The fixture has no instance endpoint's answer: as loaded, it is one that answered.
const akkomaInstance = () => ({ ...fixture(), potentiallyFatalError: false })

const account = () => normalizeAccount(akkomaAccountJson())

function signedInHere(userId: string, server = ''): void {
  saveRegistry({
    accounts: [
      {
        key: `${server}|${userId}`,
        server,
        userId,
        acct: 'alice@x.example',
        token: 'token',
        displayName: 'Alice',
        avatar: '',
        scope: null,
      },
    ],
    active: `${server}|${userId}`,
    scopes: {},
  })
}

beforeEach(() => {
  window.localStorage.clear()
  setApiServer('')
  useSession.getState().setInstance({ ...akkomaInstance(), name: 'Saved Instance' })
})

afterEach(() => endSession())

describe('the start saved for reading offline', () => {
  it('is kept when a session starts online, and found for the same account and server', () => {
    const user = account()
    signedInHere(user.id)
    expect(savedStart()).toBeNull()
    startSession({ user })
    const saved = savedStart()
    expect(saved?.account.id).toBe(user.id)
    expect(saved?.instance.name).toBe('Saved Instance')
    expect(saved?.instance.potentiallyFatalError).toBe(false)
    expect(typeof saved?.savedAt).toBe('number')
  })

  it('gives start-up the saved instance and account, or nothing without a saved start', () => {
    const user = account()
    signedInHere(user.id)
    expect(offlineStart()).toBeNull()
    startSession({ user })
    endSession()
    const start = offlineStart()
    expect(start?.instance.name).toBe('Saved Instance')
    expect(start?.account.id).toBe(user.id)
  })

  it('is not found for another account of the browser', () => {
    const user = account()
    startSession({ user })
    signedInHere('someone-else')
    expect(savedStart()).toBeNull()
  })

  it('keeps no failed instance description', () => {
    const user = account()
    signedInHere(user.id)
    useSession
      .getState()
      .setInstance({ ...akkomaInstance(), potentiallyFatalError: true, unreachable: true })
    startSession({ user })
    expect(savedStart()).toBeNull()
  })

  it('leaves the custom emoji out: a large list is loaded again with the session', () => {
    const instance = {
      ...akkomaInstance(),
      customEmoji: [
        {
          shortcode: 'x',
          url: '/x.png',
          static_url: '/x.png',
          visible_in_picker: true,
          category: null,
        },
      ],
    }
    expect(toSave('', instance, account(), 5).instance.customEmoji).toEqual([])
  })

  it('ignores what is broken or belongs elsewhere', () => {
    const good = toSave('', akkomaInstance(), account(), 5)
    const id = account().id
    expect(usableSaved(good, '', id)).toEqual(good)
    expect(usableSaved(good, 'https://other.example', id)).toBeNull()
    expect(usableSaved(good, '', 'other')).toBeNull()
    expect(usableSaved({ ...good, instance: null }, '', id)).toBeNull()
    expect(usableSaved({ ...good, account: { ...good.account, id: 'x' } }, '', id)).toBeNull()
    expect(usableSaved('nonsense', '', id)).toBeNull()
    expect(usableSaved(null, '', id)).toBeNull()
  })
})
