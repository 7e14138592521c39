import { beforeEach, describe, expect, it } from 'vitest'
import { accountKey, emptyRegistry, withAccount, withActive, withoutAccount } from './accountChanges'
import { activeAccount, loadRegistry, reloadRegistry, saveRegistry } from './accounts'
import {
  readJson,
  resetStorageProbe,
  setStorageScope,
  storageScope,
  writeJson,
} from './localStore'
import { removeScope } from './localStoreScopes'

const alice = {
  server: '',
  userId: '1',
  acct: 'alice@here.social',
  token: 'ta',
  displayName: 'Alice',
  avatar: '',
}
const dana = {
  ...alice,
  server: 'https://b.social',
  userId: '7',
  acct: 'dana@b.social',
  token: 'td',
}
const bob = { ...alice, userId: '2', acct: 'bob@here.social', token: 'tb' }

describe('accounts registry', () => {
  it('adds accounts, each made active, and keys them by server and id', () => {
    let r = withAccount(emptyRegistry(), alice)
    r = withAccount(r, dana)
    expect(r.accounts.map((a) => a.key)).toEqual([
      accountKey('', '1'),
      accountKey('https://b.social', '7'),
    ])
    expect(r.active).toBe('7@https://b.social')
    expect(activeAccount(r)?.token).toBe('td')
  })

  it('gives the unprefixed storage to the first account of the page’s own server only', () => {
    let r = withAccount(emptyRegistry(), alice)
    r = withAccount(r, bob)
    r = withAccount(r, dana)
    expect(r.accounts.map((a) => a.scope)).toEqual([null, '2@local', '7@https://b.social'])
    expect(r.scopes).toEqual({
      '1@local': null,
      '2@local': '2@local',
      '7@https://b.social': '7@https://b.social',
    })
  })

  it('refreshes an account signed in again without a second entry or a new scope', () => {
    let r = withAccount(emptyRegistry(), alice)
    r = withAccount(r, dana)
    r = withAccount(r, { ...alice, token: 'new' })
    expect(r.accounts).toHaveLength(2)
    expect(r.accounts[0]).toMatchObject({ token: 'new', scope: null })
    expect(r.active).toBe('1@local')
  })

  it('keeps the scopes a token was granted; a session signed in again without them keeps them', () => {
    let r = withAccount(emptyRegistry(), { ...alice, grantedScopes: 'read write follow push' })
    expect(r.accounts[0]?.grantedScopes).toBe('read write follow push')
    r = withAccount(r, { ...alice, token: 'restored' })
    expect(r.accounts[0]).toMatchObject({
      token: 'restored',
      grantedScopes: 'read write follow push',
    })
    r = withAccount(r, { ...alice, token: 'admin', grantedScopes: 'read admin:read admin:write' })
    expect(r.accounts[0]?.grantedScopes).toBe('read admin:read admin:write')
    // Unknown for an account of before.
    expect(withAccount(emptyRegistry(), dana).accounts[0]?.grantedScopes).toBeNull()
  })

  it('removes an account; the next one left becomes active, none after the last', () => {
    let r = withAccount(withAccount(emptyRegistry(), alice), dana)
    r = withoutAccount(r, '7@https://b.social')
    expect(r.active).toBe('1@local')
    expect(r.scopes).toEqual({ '1@local': null })
    r = withoutAccount(r, '1@local')
    expect(r).toEqual(emptyRegistry())
  })

  it('switches only to an account it has', () => {
    const r = withAccount(withAccount(emptyRegistry(), alice), dana)
    expect(withActive(r, '1@local').active).toBe('1@local')
    expect(withActive(r, 'nobody').active).toBe(r.active)
    expect(withActive(r, null).active).toBeNull()
  })
})

describe('storage scoped per account', () => {
  beforeEach(() => {
    localStorage.clear()
    resetStorageProbe()
    reloadRegistry()
  })

  it('keeps an installed single user’s unprefixed data, and other accounts’ apart', () => {
    // Data of before several accounts: unprefixed.
    localStorage.setItem('akkoma-client:config', JSON.stringify({ streaming: true }))
    const r = withAccount(withAccount(emptyRegistry(), alice), dana)
    saveRegistry(withActive(r, '1@local'))
    resetStorageProbe()
    expect(storageScope()).toBeNull()
    expect(readJson('config', {})).toEqual({ streaming: true })

    setStorageScope('7@https://b.social')
    expect(readJson('config', {})).toEqual({})
    writeJson('config', { streaming: false })
    expect(localStorage.getItem('akkoma-client:@7@https://b.social:config')).toBe(
      '{"streaming":false}',
    )
    // Registry, apps and servers are the browser's, never an account's.
    expect(loadRegistry().accounts).toHaveLength(2)
    writeJson('servers', ['https://b.social'])
    expect(localStorage.getItem('akkoma-client:servers')).not.toBeNull()

    setStorageScope(null)
    expect(readJson('config', {})).toEqual({ streaming: true })
  })

  it('reads the active account’s scope from the registry at start', () => {
    saveRegistry(withAccount(withAccount(emptyRegistry(), alice), dana))
    resetStorageProbe()
    expect(storageScope()).toBe('7@https://b.social')
  })

  it('removes one account’s data and nothing else', () => {
    writeJson('oauth', { clientId: 'c' })
    writeJson('config', { a: 1 })
    setStorageScope('7@https://b.social')
    writeJson('config', { b: 2 })
    writeJson('drafts:new', { text: 'x' })
    removeScope('7@https://b.social')
    expect(readJson('config', null)).toBeNull()
    expect(readJson('drafts:new', null)).toBeNull()
    setStorageScope(null)
    expect(readJson('config', null)).toEqual({ a: 1 })
    removeScope(null)
    expect(readJson('config', null)).toBeNull()
    expect(readJson('oauth', null)).toEqual({ clientId: 'c' })
  })
})
