// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { normalizeGroupedNotifications } from '../normalizers/notificationGroup'
import { jsonServer } from '../testServer'
import { fetchNotificationGroupAccounts, fetchNotificationGroups } from './notifications'

const account = (id: string) => ({ id, username: `u${id}`, acct: `u${id}` })
const status = {
  id: '90',
  content: '<p>mine</p>',
  account: account('1'),
  created_at: '2026-11-01T00:00:00Z',
}

// Mastodon 4.3's reply, as its documentation gives it (trimmed to what the client reads).
const reply = {
  accounts: [account('2'), account('3'), { acct: 'no id' }],
  statuses: [status],
  notification_groups: [
    {
      group_key: 'favourite-90-483919',
      notifications_count: 3,
      type: 'favourite',
      most_recent_notification_id: 34,
      page_min_id: '31',
      page_max_id: '34',
      latest_page_notification_at: '2026-11-29T10:00:00.000Z',
      sample_account_ids: ['3', '2'],
      status_id: '90',
    },
    {
      group_key: 'ungrouped-30',
      notifications_count: 1,
      type: 'mention',
      most_recent_notification_id: '30',
      sample_account_ids: ['2'],
      status_id: '90',
    },
    // No key, or no newest notification: nothing a row can stand on.
    { notifications_count: 2, type: 'follow', most_recent_notification_id: '29' },
    { group_key: 'follow-1', type: 'follow' },
  ],
}

describe('grouped notifications (GET /api/v2/notifications)', () => {
  it('reads the groups, their accounts and posts, leaving out broken ones', () => {
    const result = normalizeGroupedNotifications(reply)
    expect(result.groups).toEqual([
      {
        key: 'favourite-90-483919',
        type: 'favourite',
        count: 3,
        mostRecentId: '34',
        pageMinId: '31',
        pageMaxId: '34',
        latestAt: '2026-11-29T10:00:00.000Z',
        sampleAccountIds: ['3', '2'],
        statusId: '90',
      },
      expect.objectContaining({ key: 'ungrouped-30', type: 'mention', count: 1, pageMinId: null }),
    ])
    expect(result.accounts.map((a) => a.id)).toEqual(['2', '3'])
    expect(result.statuses.map((s) => s.id)).toEqual(['90'])
    expect(normalizeGroupedNotifications('nope')).toEqual({
      groups: [],
      accounts: [],
      statuses: [],
    })
  })

  it('asks for the grouped types and pages by the Link header', async () => {
    const { client, calls } = jsonServer(() => ({
      body: reply,
      headers: {
        Link: '<https://x.example/api/v2/notifications?max_id=31>; rel="next", <https://x.example/api/v2/notifications?min_id=34>; rel="prev"',
      },
    }))
    const page = await fetchNotificationGroups(client)
    expect(page.groups).toHaveLength(2)
    expect(page.next).toEqual({ max_id: '31' })
    const url = new URL(calls[0]?.url ?? '')
    expect(url.pathname).toBe('/api/v2/notifications')
    expect(url.searchParams.getAll('grouped_types[]')).toEqual(['favourite', 'reblog', 'follow'])

    await fetchNotificationGroups(client, page.next)
    expect(new URL(calls[1]?.url ?? '').searchParams.get('max_id')).toBe('31')
  })

  it('without a Link header, a short page is the last', async () => {
    const { client } = jsonServer(() => ({ body: reply }))
    expect((await fetchNotificationGroups(client)).next).toBeNull()
  })

  it('lists everyone in a group by its key', async () => {
    const { client, calls } = jsonServer(() => ({ body: [account('3'), account('2'), {}] }))
    const accounts = await fetchNotificationGroupAccounts(client, 'favourite-90-483919')
    expect(accounts.map((a) => a.id)).toEqual(['3', '2'])
    expect(calls[0]?.url).toBe(
      'https://x.example/api/v2/notifications/favourite-90-483919/accounts',
    )
  })
})
