// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { akkomaInstance } from '../../api/testFixtures'
import { mergeInstanceConfig } from '../../api/endpoints/instanceMerge'
import type { ApiClient } from '../../api/http'
import { normalizeAccount, normalizeStatus } from '../../api/normalize'
import type { Account } from '../../api/types'
import { useEntities } from '../../store/entities'
import { useSession } from '../../store/session'
import { useTimelines } from '../../store/timelines'
import { muteDecisionForStatus } from '../statuses'
import {
  blockAccount,
  followAccount,
  muteAccount,
  setDomainBlocked,
  setSubscription,
  unfollowAccount,
  unmuteAccount,
} from './relationshipActions'
import { useRelationships } from '../../store/relationships'
import { fakeServer, relationship, settle } from '../../api/testServer'
import { resetSessionForTests } from '../../test/session'

const holder = vi.hoisted(() => ({ client: null as ApiClient | null }))
vi.mock('../../api/client', () => ({ api: () => holder.client }))

const account = (id: string, acct = id): Account =>
  normalizeAccount({ id, username: acct.split('@')[0], acct })

const ACCT: Record<string, string> = { dana: 'dana@remote.example' }

const status = (id: string, author: string, reblogOf?: { id: string; author: string }) =>
  normalizeStatus({
    id,
    account: { id: author, username: author, acct: ACCT[author] ?? author },
    content: `<p>${id}</p>`,
    created_at: '2024-03-01T12:00:00.000Z',
    visibility: 'public',
    reblog: reblogOf
      ? {
          id: reblogOf.id,
          account: { id: reblogOf.author, username: reblogOf.author, acct: reblogOf.author },
          content: '<p>inner</p>',
          created_at: '2024-03-01T11:00:00.000Z',
          visibility: 'public',
        }
      : null,
  })

let server: ReturnType<typeof fakeServer>
let answer: (method: string, url: string, body: string) => unknown

beforeEach(() => {
  resetSessionForTests()
  useSession.setState({ currentUserId: 'me' })
  answer = (_m, url) => {
    const id = /accounts\/([^/]+)\//.exec(url)?.[1] ?? 'x'
    if (url.includes('/unfollow')) return relationship(id)
    if (url.includes('/follow')) return relationship(id, { following: true })
    if (url.includes('/block')) return relationship(id, { blocking: true })
    if (url.includes('/unmute')) return relationship(id)
    if (url.includes('/mute')) return relationship(id, { muting: true })
    return {}
  }
  server = fakeServer((m, u, b) => answer(m, u, b))
  holder.client = server.client
  const { ingestStatuses, ingestAccounts } = useEntities.getState()
  ingestAccounts([account('bob'), account('carol'), account('dana', 'dana@remote.example')])
  ingestStatuses([
    status('10', 'bob'),
    status('11', 'carol'),
    status('12', 'carol', { id: '9', author: 'bob' }),
    status('13', 'dana'),
  ])
  const t = useTimelines.getState()
  for (const key of ['friends', 'public', 'user:bob'])
    t.receiveInitial(key, ['13', '12', '11', '10'])
})

const ids = (key: string) => useTimelines.getState().timelines[key]?.statusIds

describe('what account actions do to the timelines', () => {
  it("unfollow takes the account's own statuses out of the home timeline only", async () => {
    await unfollowAccount(account('bob'))
    expect(server.calls).toEqual(['POST /api/v1/accounts/bob/unfollow'])
    expect(ids('friends')).toEqual(['13', '12', '11'])
    expect(ids('public')).toEqual(['13', '12', '11', '10'])
    expect(useRelationships.getState().byId.bob?.following).toBe(false)
  })

  it('block takes their statuses and repeats of them out of every timeline but their profile', async () => {
    await blockAccount(account('bob'))
    expect(ids('friends')).toEqual(['13', '11'])
    expect(ids('public')).toEqual(['13', '11'])
    expect(ids('user:bob')).toEqual(['13', '12', '11', '10'])
    expect(useEntities.getState().accounts.bob?.relationship?.blocking).toBe(true)
  })

  it('a new follow starts the home timeline over so their posts join it', async () => {
    useRelationships.getState().setRelationships([relationship('bob')])
    await followAccount(account('bob'))
    expect(useTimelines.getState().timelines.friends?.loaded).toBe(false)
    expect(ids('public')).toHaveLength(4)
  })

  it('a re-follow that changes options leaves the home timeline alone', async () => {
    useRelationships.getState().setRelationships([relationship('bob', { following: true })])
    await followAccount(account('bob'), { reblogs: false }, 'hideReblogs')
    expect(server.calls).toEqual(['POST /api/v1/accounts/bob/follow {"reblogs":false}'])
    expect(ids('friends')).toHaveLength(4)
  })

  it("mute reaches the statuses' mute rules; unmute clears the server's stale flags", async () => {
    expect(muteDecisionForStatus('10')).toBeNull()
    await muteAccount(account('bob'))
    expect(muteDecisionForStatus('10')?.reasons).toEqual([{ kind: 'user' }])
    useEntities.getState().patchStatus('10', { muted: true })
    await unmuteAccount(account('bob'))
    expect(useEntities.getState().statuses['10']?.muted).toBe(false)
    expect(muteDecisionForStatus('10')).toBeNull()
  })

  it('shows the progress of a running action and clears it afterwards', async () => {
    const running = muteAccount(account('bob'))
    expect(useRelationships.getState().pending.bob).toBe('mute')
    await running
    expect(useRelationships.getState().pending.bob).toBeUndefined()
  })

  it("subscribes with Pleroma's subscribe, or a follow with notify where it is missing", async () => {
    answer = (_m, url) =>
      url.includes('/pleroma/')
        ? new Response('{"error":"Not found"}', { status: 404 })
        : relationship('bob', { following: true, subscribing: true })
    useSession.setState({ instance: akkomaInstance() })
    await setSubscription(account('bob'), true)
    expect(server.calls).toEqual([
      'POST /api/v1/pleroma/accounts/bob/subscribe',
      'POST /api/v1/accounts/bob/follow {"notify":true}',
    ])
    expect(useRelationships.getState().byId.bob?.subscribing).toBe(true)
    // Found missing once, it is not asked again.
    expect(useSession.getState().instance?.features.subscriptions).toBe(false)
  })

  it('subscribes with a follow with notify where the server has no subscriptions', async () => {
    useSession.setState({ instance: mergeInstanceConfig({ v1: { version: '4.3.0' } }, '') })
    answer = () => relationship('bob', { following: true, subscribing: true })
    await setSubscription(account('bob'), true)
    expect(server.calls).toEqual(['POST /api/v1/accounts/bob/follow {"notify":true}'])
  })

  it("follow and unfollow keep the target's followers and one's own followees counted", async () => {
    useEntities.getState().ingestAccounts([
      { ...account('me'), following_count: 5 },
      { ...account('bob'), followers_count: 2 },
    ])
    useRelationships.getState().setRelationships([relationship('bob')])
    const counts = () => {
      const { accounts } = useEntities.getState()
      return [accounts.bob?.followers_count, accounts.me?.following_count]
    }
    await followAccount(account('bob'))
    expect(counts()).toEqual([3, 6])
    // A re-follow with other options changes nothing.
    await followAccount(account('bob'), { reblogs: false }, 'hideReblogs')
    expect(counts()).toEqual([3, 6])
    await unfollowAccount(account('bob'))
    expect(counts()).toEqual([2, 5])
  })

  it("a domain mute marks that domain's accounts and takes their posts out", async () => {
    useRelationships.getState().setRelationships([relationship('dana'), relationship('bob')])
    await setDomainBlocked(account('dana', 'dana@remote.example'), true)
    expect(server.calls).toEqual(['POST /api/v1/domain_blocks {"domain":"remote.example"}'])
    expect(useRelationships.getState().byId.dana?.domain_blocking).toBe(true)
    expect(useRelationships.getState().byId.bob?.domain_blocking).toBe(false)
    expect(ids('public')).toEqual(['12', '11', '10'])
    await settle()
  })
})
