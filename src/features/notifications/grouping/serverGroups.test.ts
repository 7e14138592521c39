// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../../api/endpoints/instanceMerge'
import type { ApiClient } from '../../../api/http'
import { jsonServer } from '../../../api/testServer'
import { useEntities } from '../../../store/entities'
import { usePreferences } from '../../../store/preferences'
import { useSession } from '../../../store/session'
import {
  loadOlderServerGroups,
  refreshServerGroups,
  resetServerGroups,
  useServerGroups,
} from './serverGroups'

const holder = vi.hoisted(() => ({ client: null as ApiClient | null }))
vi.mock('../../../api/client', () => ({ api: () => holder.client }))

const group = (key: string, newest: string, count: number) => ({
  group_key: key,
  notifications_count: count,
  type: 'favourite',
  most_recent_notification_id: newest,
  sample_account_ids: ['a', 'b'],
  status_id: 's1',
})
const account = (id: string) => ({ id, username: id, acct: id })

let calls: { url: string }[] = []
let replies: { body: unknown; headers?: Record<string, string> }[] = []

function offer(grouped: boolean) {
  const base = mergeInstanceConfig({}, '')
  useSession.setState({
    instance: { ...base, features: { ...base.features, groupedNotifications: grouped } },
  })
}

beforeEach(() => {
  resetServerGroups()
  replies = []
  const server = jsonServer(() => replies.shift() ?? { body: {} })
  holder.client = server.client
  calls = server.calls
  usePreferences.getState().set('groupNotifications', true)
  offer(true)
})
describe('the server’s groups', () => {
  it('are asked for only where the server groups and grouping is on', async () => {
    offer(false)
    await refreshServerGroups()
    usePreferences.getState().set('groupNotifications', false)
    offer(true)
    await refreshServerGroups()
    expect(calls).toHaveLength(0)
  })

  it('a group that grows is known by its newest notification; older pages follow the Link', async () => {
    replies.push({
      body: {
        accounts: [account('a'), account('b')],
        notification_groups: [group('fav-s1', '5', 2)],
      },
      headers: { Link: '<https://x.example/api/v2/notifications?max_id=5>; rel="next"' },
    })
    await refreshServerGroups()
    expect(Object.keys(useServerGroups.getState().byNewest)).toEqual(['5'])
    expect(useEntities.getState().accounts.b?.acct).toBe('b')

    // A new like: the same group, now newest at 9 and three strong.
    replies.push({ body: { notification_groups: [group('fav-s1', '9', 3)] } })
    await refreshServerGroups()
    expect(useServerGroups.getState().byNewest).toMatchObject({ 9: { key: 'fav-s1', count: 3 } })
    expect(useServerGroups.getState().byNewest['5']).toBeUndefined()

    replies.push({ body: { notification_groups: [group('follow', '3', 4)] } })
    await loadOlderServerGroups()
    expect(new URL(calls[2]?.url ?? '').searchParams.get('max_id')).toBe('5')
    expect(Object.keys(useServerGroups.getState().byNewest).sort()).toEqual(['3', '9'])
    // The end: no Link, a short page.
    await loadOlderServerGroups()
    expect(calls).toHaveLength(3)
  })

  it('a reply without groups leaves what was known', async () => {
    replies.push({ body: { notification_groups: [group('fav-s1', '5', 2)] } })
    await refreshServerGroups()
    replies.push({ body: 'not json groups' })
    await refreshServerGroups()
    expect(Object.keys(useServerGroups.getState().byNewest)).toEqual(['5'])
  })
})
