// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { getRelationships } from '../endpoints/accounts'
import { fetchNotificationsMarker } from '../endpoints/notifications'
import { normalizeList } from '../endpoints/lists'
import { search } from '../endpoints/search'
import { getStatusHistory } from '../endpoints/statusInfo'
import { getContext } from '../endpoints/statuses'
import { fetchTimeline } from '../endpoints/timelines'
import { ApiError } from '../errors'
import { gotoSocial, type RecordedReply } from '../fixtures/gotoSocialFixture'
import { ApiClient, type FetchLike } from '../http'
import { normalizeAccount, normalizeNotification, normalizeStatus } from '../normalize'
import { parseStreamingMessage } from '../streaming/socket'

/** A client whose server answers every request with one recorded reply. */
function replaying(reply: RecordedReply): ApiClient {
  const fetch: FetchLike = async () =>
    new Response(reply.body === null ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: reply.headers,
    })
  return new ApiClient({ fetch, token: 'token' })
}

const bodyOf = (name: string) => gotoSocial(name).body

describe("GoToSocial's statuses", () => {
  it('normalizes a status with a content warning and a mention, with safe Pleroma defaults', () => {
    const status = normalizeStatus(bodyOf('POST_api_v1_statuses_cw'))
    expect(status.id).toMatch(/^[0-9A-Z]{26}$/)
    expect(status.spoiler_text).not.toBe('')
    expect(status.mentions.map((m) => m.acct)).toContain('alice')
    // No `pleroma` object on this server: the extensions fall back to empty values.
    expect(status.emoji_reactions).toEqual([])
    expect(status.is_local).toBe(true)
  })

  it('normalizes a poll, a reply, a repeat and a favourite', () => {
    const poll = normalizeStatus(bodyOf('POST_api_v1_statuses_poll'))
    expect(poll.poll?.options.length).toBeGreaterThanOrEqual(2)
    const reply = normalizeStatus(bodyOf('POST_api_v1_statuses_reply'))
    expect(reply.in_reply_to_id).not.toBeNull()
    const repeat = normalizeStatus(bodyOf('POST_api_v1_statuses_reblog'))
    expect(repeat.reblog?.id).toBe('01M875E1FHGZ0KPRE29A6SGWH5')
    const liked = normalizeStatus(bodyOf('POST_api_v1_statuses_favourite'))
    expect(liked.favourited).toBe(true)
    const edited = normalizeStatus(bodyOf('PUT_api_v1_statuses_edit'))
    expect(edited.edited_at).not.toBeNull()
  })

  it('pages the home timeline by its Link header', async () => {
    const page = await fetchTimeline(replaying(gotoSocial('GET_api_v1_timelines_home')), 'friends')
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.next).toMatchObject({ max_id: '01M875E1FHGZ0KPRE29A6SGWH5' })
    expect(page.prev).toMatchObject({ min_id: '01M875E1FHGZ0KPRE29A6SGWH5' })
  })

  it('reads the public and tag timelines, the context and the edit history', async () => {
    for (const name of ['GET_api_v1_timelines_public', 'GET_api_v1_timelines_public_guest']) {
      const page = await fetchTimeline(replaying(gotoSocial(name)), 'public')
      expect(page.items.every((s) => s.id.length === 26)).toBe(true)
    }
    const tag = await fetchTimeline(replaying(gotoSocial('GET_api_v1_timelines_tag')), 'tag', {
      tag: 'tag',
    })
    expect(Array.isArray(tag.items)).toBe(true)
    const context = await getContext(replaying(gotoSocial('GET_api_v1_statuses_context')), 'x')
    expect(context.descendants[0]?.in_reply_to_id).toBe('01M875E1FHGZ0KPRE29A6SGWH5')
    const history = await getStatusHistory(
      replaying(gotoSocial('GET_api_v1_statuses_history')),
      'x',
    )
    expect(history.length).toBeGreaterThanOrEqual(2)
    expect(history.some((version) => version.spoiler_text === 'cw: soup')).toBe(true)
  })
})

describe("GoToSocial's accounts, notifications and the rest", () => {
  it('normalizes accounts, own credentials included', () => {
    const alice = normalizeAccount(bodyOf('GET_api_v1_accounts_verify_credentials'))
    expect(alice.acct).toBe('alice')
    // Mastodon 4's role object: GoToSocial's "user" is a member.
    expect(alice.role).toBe('member')
    const bob = normalizeAccount(bodyOf('GET_api_v1_accounts_id'))
    expect(bob).toMatchObject({ acct: 'bob', locked: true, is_local: true })
  })

  it('normalizes mention, favourite, reblog and follow-request notifications', () => {
    const list = bodyOf('GET_api_v1_notifications') as unknown[]
    const types = list.map((raw) => normalizeNotification(raw).type)
    expect(types).toEqual(['favourite', 'reblog', 'mention', 'mention', 'follow_request'])
  })

  it('reads relationships, search, lists and an empty markers reply', async () => {
    const [relationship] = await getRelationships(
      replaying(gotoSocial('GET_api_v1_accounts_relationships')),
      ['01FQK1EY8PRMEH6XGGHASFT2KE'],
    )
    expect(relationship).toMatchObject({ requested: true, following: false })
    const results = await search(replaying(gotoSocial('GET_api_v2_search')), { q: 'bob' })
    expect(results.accounts[0]?.acct).toBe('bob')
    const hashtags = await search(replaying(gotoSocial('GET_api_v2_search_tag')), { q: '#tag' })
    expect(Array.isArray(hashtags.hashtags)).toBe(true)
    const lists = (bodyOf('GET_api_v1_lists') as unknown[]).map(normalizeList)
    expect(lists[0]).toMatchObject({ title: 'friends' })
    expect(await fetchNotificationsMarker(replaying(gotoSocial('GET_api_v1_markers')))).toBeNull()
  })

  it('turns the recorded user stream into typed events', () => {
    const stream = gotoSocial('STREAM_user') as unknown as {
      events: { stream: string[]; event: string; payload: unknown }[]
    }
    const events = stream.events.map((e) =>
      // On the wire the payload is a JSON string.
      parseStreamingMessage(
        JSON.stringify({
          ...e,
          payload: typeof e.payload === 'string' ? e.payload : JSON.stringify(e.payload),
        }),
      ),
    )
    expect(events.map((e) => e?.type)).toEqual([
      'notification',
      'update',
      'notification',
      'notification',
      'notification',
      'delete',
      'delete',
    ])
    expect(events.every((e) => e !== null)).toBe(true)
  })

  it('keeps the HTTP reason GoToSocial prefixes to its errors', async () => {
    const error = await replaying(gotoSocial('POST_api_v1_statuses_empty'))
      .post('/api/v1/statuses', { json: { status: '' } })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      errorText: 'Bad Request: status contains no text, media or poll',
    })
  })
})
