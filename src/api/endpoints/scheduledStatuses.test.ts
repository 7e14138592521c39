// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { jsonResponse, jsonServer, recordingServer } from '../testServer'
import {
  cancelScheduledStatus,
  fetchScheduledStatuses,
  normalizeScheduledStatus,
  rescheduleStatus,
  scheduleStatus,
} from './scheduledStatuses'

// Mastodon's documented ScheduledStatus (a poll's expires_in kept as a string).
const mastodon = {
  id: '3221',
  scheduled_at: '2026-12-05T12:33:01.000Z',
  params: {
    poll: { options: ['yes', 'no'], expires_in: '86400', multiple: false, hide_totals: false },
    text: 'test content',
    language: null,
    media_ids: null,
    sensitive: null,
    visibility: null,
    spoiler_text: null,
    scheduled_at: null,
    application_id: 3,
    in_reply_to_id: null,
    idempotency: null,
    with_rate_limit: false,
  },
  media_attachments: [],
}

describe('scheduled statuses', () => {
  it('reads Mastodon’s shape, its nulls as defaults and its string poll duration', () => {
    expect(normalizeScheduledStatus(mastodon)).toEqual({
      id: '3221',
      scheduled_at: '2026-12-05T12:33:01.000Z',
      params: {
        text: 'test content',
        spoiler_text: '',
        visibility: null,
        sensitive: false,
        language: null,
        content_type: null,
        in_reply_to_id: null,
        quote_id: null,
        media_ids: [],
        poll: { options: ['yes', 'no'], expires_in: 86400, multiple: false },
      },
      media_attachments: [],
    })
    // Akkoma keeps the request's content type and visibility; old Pleroma ids are numbers.
    const akkoma = normalizeScheduledStatus({
      id: 12,
      scheduled_at: '2026-12-05T12:33:01Z',
      params: { status: 'hi', visibility: 'local', content_type: 'text/markdown', media_ids: [7] },
    })
    expect(akkoma.id).toBe('12')
    expect(akkoma.params).toMatchObject({
      text: 'hi',
      visibility: 'local',
      content_type: 'text/markdown',
      media_ids: ['7'],
    })
    expect(() => normalizeScheduledStatus({ id: '1', scheduled_at: 'soon' })).toThrow()
  })

  it('posts the status body with scheduled_at as JSON, keeping the idempotency key', async () => {
    const { client, calls } = recordingServer(
      (url, init) => ({
        url,
        method: init.method,
        headers: init.headers as Record<string, string>,
        body: JSON.parse(String(init.body)) as unknown,
      }),
      () => jsonResponse({ body: mastodon }),
      { token: 't', baseUrl: 'https://x.example' },
    )
    const result = await scheduleStatus(
      client,
      { status: 'later', visibility: 'unlisted', media_ids: ['m1'] },
      '2026-12-05T12:33:01.000Z',
      { idempotencyKey: 'k1' },
    )
    expect(result.id).toBe('3221')
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://x.example/api/v1/statuses',
      body: {
        status: 'later',
        visibility: 'unlisted',
        media_ids: ['m1'],
        scheduled_at: '2026-12-05T12:33:01.000Z',
      },
    })
    expect(calls[0]?.headers['Idempotency-Key']).toBe('k1')
  })

  it('pages the list by its Link header, reschedules with PUT and cancels with DELETE', async () => {
    const { client, calls } = jsonServer((call) =>
      call.method === 'GET'
        ? {
            body: [mastodon, { broken: true }],
            headers: {
              Link: '<https://x.example/api/v1/scheduled_statuses?max_id=3221>; rel="next"',
            },
          }
        : call.method === 'DELETE'
          ? { body: {} }
          : { body: { ...mastodon, scheduled_at: '2026-12-06T08:00:00.000Z' } },
    )
    const page = await fetchScheduledStatuses(client)
    expect(page.items.map((s) => s.id)).toEqual(['3221'])
    expect(page.next).toEqual({ max_id: '3221' })
    const moved = await rescheduleStatus(client, '3221', '2026-12-06T08:00:00.000Z')
    expect(moved.scheduled_at).toBe('2026-12-06T08:00:00.000Z')
    await cancelScheduledStatus(client, '3221')
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET https://x.example/api/v1/scheduled_statuses',
      'PUT https://x.example/api/v1/scheduled_statuses/3221',
      'DELETE https://x.example/api/v1/scheduled_statuses/3221',
    ])
    expect(calls[1]?.body).toEqual({ scheduled_at: '2026-12-06T08:00:00.000Z' })
  })
})
