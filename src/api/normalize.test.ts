// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  compareIds,
  isNewer,
  MalformedEntityError,
  maxId,
  minId,
  normalizeAccount,
  normalizeAttachment,
  normalizeCard,
  normalizeEmoji,
  normalizeNotification,
  normalizePoll,
  normalizeRelationship,
  normalizeStatus,
} from './normalize'
import { EPOCH } from './read'
import {
  akkomaAccountJson,
  akkomaNotificationJson,
  akkomaStatusJson,
  mastodonStatusJson,
  remoteAccountJson,
} from './testFixtures'

describe('normalizeAccount', () => {
  it('lifts the pleroma and akkoma blocks of a full Akkoma account', () => {
    const account = normalizeAccount(akkomaAccountJson())
    expect(account).toMatchObject({
      id: 'AbCdEfGhIjKlMnOpQr',
      username: 'alice',
      acct: 'alice',
      display_name: 'Alice ✨',
      locked: true,
      is_local: true,
      role: 'admin',
      is_admin: true,
      is_moderator: false,
      deactivated: false,
      tags: ['mrf_tag:media-force-nsfw'],
      hide_followers: true,
      hide_follows: false,
      allow_following_move: false,
      background_image: 'https://akkoma.example/media/bg.jpg',
      favicon: 'https://akkoma.example/favicon.png',
      follow_requests_count: 3,
      default_scope: 'unlisted',
      source_note: 'Hello, I am **Alice**',
      relationship: null,
      last_status_at: '2024-03-01',
      instance: {
        name: 'akkoma.example',
        favicon: 'https://akkoma.example/favicon.png',
        software_name: 'akkoma',
        software_version: '3.13.2',
      },
    })
    expect(account.fields).toEqual([
      {
        name: 'Website',
        value: '<a href="https://alice.example">alice.example</a>',
        verified_at: '2023-01-01T00:00:00.000Z',
      },
      { name: 'Pronouns', value: 'she/her', verified_at: null },
    ])
    expect(account.emojis[0]).toEqual({
      shortcode: 'blobcat',
      url: 'https://akkoma.example/emoji/blobcat.png',
      static_url: 'https://akkoma.example/emoji/blobcat.png',
      visible_in_picker: false,
      category: null,
    })
  })

  it('marks remote accounts and reads the embedded relationship', () => {
    const account = normalizeAccount(remoteAccountJson())
    expect(account.is_local).toBe(false)
    expect(account.username).toBe('dana')
    expect(account.bot).toBe(true)
    expect(account.role).toBe('member')
    expect(account.relationship).toMatchObject({
      id: 'AbCdEfGhIjKlMnOpQs',
      following: true,
      showing_reblogs: true,
      note: 'met at a conference',
    })
    // Falls back to the instance favicon when pleroma.favicon is null.
    expect(account.favicon).toBe('https://remote.example/favicon.ico')
  })

  it('defaults every field of a minimal account', () => {
    const account = normalizeAccount({ id: 7 })
    expect(account).toEqual({
      id: '7',
      username: '',
      acct: '',
      display_name: '',
      locked: false,
      bot: false,
      group: false,
      created_at: EPOCH,
      note: '',
      url: '',
      avatar: '',
      avatar_static: '',
      header: '',
      header_static: '',
      followers_count: 0,
      following_count: 0,
      statuses_count: 0,
      last_status_at: null,
      emojis: [],
      fields: [],
      is_local: true,
      role: 'member',
      is_admin: false,
      is_moderator: false,
      deactivated: false,
      tags: [],
      hide_followers: false,
      hide_follows: false,
      hide_followers_count: false,
      hide_follows_count: false,
      allow_following_move: true,
      background_image: null,
      favicon: null,
      follow_requests_count: 0,
      default_scope: 'public',
      source_note: '',
      relationship: null,
      instance: null,
    })
  })

  it('survives null and wrong types everywhere', () => {
    const hostile = {
      id: 'x',
      username: 5,
      acct: null,
      display_name: null,
      locked: 'yes',
      created_at: 'not a date',
      followers_count: 'many',
      statuses_count: '12',
      emojis: 'nope',
      fields: [null, 3, { name: 1, value: null }],
      pleroma: 'broken',
      source: null,
      akkoma: [],
      role: {},
    }
    const account = normalizeAccount(hostile)
    expect(account.username).toBe('')
    expect(account.locked).toBe(false)
    expect(account.created_at).toBe(EPOCH)
    expect(account.followers_count).toBe(0)
    expect(account.statuses_count).toBe(12)
    expect(account.emojis).toEqual([])
    expect(account.fields).toEqual([{ name: '', value: '', verified_at: null }])
    expect(account.role).toBe('member')
    expect(account.instance).toBeNull()
  })

  it('derives username and locality from acct', () => {
    const account = normalizeAccount({ id: '1', acct: 'carol@elsewhere.example' })
    expect(account.username).toBe('carol')
    expect(account.display_name).toBe('carol')
    expect(account.is_local).toBe(false)
  })

  it.each([
    [{ role: 1 }, 'moderator'],
    [{ role: 2 }, 'admin'],
    [{ role: 3 }, 'admin'],
    [{ role: 0 }, 'member'],
    [{ role: 'moderator' }, 'moderator'],
    [{ role: { name: 'Owner' } }, 'admin'],
    [{ pleroma: { is_moderator: true } }, 'moderator'],
    [{ pleroma: { is_admin: true, is_moderator: true } }, 'admin'],
  ])('reads role from %j', (extra, role) => {
    expect(normalizeAccount({ id: '1', ...extra }).role).toBe(role)
  })

  it('keeps the moderator flag of an admin who is also a moderator', () => {
    const account = normalizeAccount({ id: '1', pleroma: { is_admin: true, is_moderator: true } })
    expect(account.is_admin).toBe(true)
    expect(account.is_moderator).toBe(true)
  })

  it.each([
    [{ pleroma: { deactivated: true } }, true],
    [{ pleroma: { is_active: false } }, true],
    [{ pleroma: { is_active: true } }, false],
    [{ suspended: true }, true],
    [{}, false],
  ])('reads deactivation from %j', (extra, deactivated) => {
    expect(normalizeAccount({ id: '1', ...extra }).deactivated).toBe(deactivated)
  })

  it('reads follow_requests_count from source (Mastodon) or pleroma', () => {
    expect(
      normalizeAccount({ id: '1', source: { follow_requests_count: 4 } }).follow_requests_count,
    ).toBe(4)
    expect(
      normalizeAccount({ id: '1', pleroma: { follow_request_count: 2 } }).follow_requests_count,
    ).toBe(2)
  })

  it('throws a typed error without an id', () => {
    expect(() => normalizeAccount({ username: 'ghost' })).toThrow(MalformedEntityError)
    expect(() => normalizeAccount(null)).toThrow(MalformedEntityError)
    expect(() => normalizeAccount({ id: '' })).toThrow(MalformedEntityError)
    expect(() => normalizeAccount('string')).toThrow(MalformedEntityError)
  })
})

describe('normalizeStatus', () => {
  it('normalizes a full Akkoma status', () => {
    const status = normalizeStatus(akkomaStatusJson())
    expect(status).toMatchObject({
      id: 'AbCdEfGhIjKlMnOpZz',
      url: 'https://akkoma.example/notice/AbCdEfGhIjKlMnOpZz',
      text: 'Hi @dana — ünïcödé 🎉',
      edited_at: '2024-03-01T12:05:00.000Z',
      in_reply_to_id: 'AbCdEfGhIjKlMnOpAa',
      in_reply_to_account_id: 'AbCdEfGhIjKlMnOpQs',
      in_reply_to_acct: 'dana@remote.example',
      spoiler_text: 'cw: food',
      sensitive: true,
      visibility: 'local',
      language: 'en',
      favourited: true,
      bookmarked: true,
      favourites_count: 5,
      thread_muted: true,
      is_local: true,
      conversation_id: '123456',
      parent_visible: false,
      media_type: 'text/x.misskeymarkdown',
      application_name: 'Akkoma Web Client',
      quote_id: 'AbCdEfGhIjKlMnOpQq',
      quote_url: 'https://remote.example/objects/1',
      reblog: null,
    })
    expect(status.account.acct).toBe('alice')
    expect(status.quote?.id).toBe('AbCdEfGhIjKlMnOpQq')
    expect(status.quote?.is_local).toBe(false)
    expect(status.quote?.account.acct).toBe('dana@remote.example')
    expect(status.media_attachments).toEqual([
      {
        id: '1234',
        type: 'image',
        url: 'https://akkoma.example/media/a.jpg',
        preview_url: 'https://akkoma.example/media/a.jpg?preview',
        remote_url: 'https://akkoma.example/media/a.jpg',
        description: 'A sandwich',
        blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
        mime_type: 'image/jpeg',
        meta: {
          original: { width: 800, height: 600, aspect: 1.3333333333333333 },
          small: { width: null, height: null, aspect: null },
          duration: null,
        },
      },
    ])
    expect(status.poll).toMatchObject({ id: 'poll1', expired: false, voted: true, own_votes: [1] })
    expect(status.poll?.options).toEqual([
      { title: 'Yes', votes_count: 1 },
      { title: 'No', votes_count: 2 },
    ])
    expect(status.card).toEqual({
      url: 'https://news.example/article',
      title: 'An article',
      description: 'About things',
      image: 'https://akkoma.example/proxy/card.jpg',
      provider_name: 'news.example',
      type: 'link',
    })
    expect(status.mentions).toEqual([
      {
        id: 'AbCdEfGhIjKlMnOpQs',
        username: 'dana',
        acct: 'dana@remote.example',
        url: 'https://remote.example/@dana',
      },
    ])
    expect(status.tags).toEqual([
      { name: 'food', url: 'https://akkoma.example/tag/food', following: null },
    ])
    // pleroma.emoji_reactions wins over the top-level copy.
    expect(status.emoji_reactions).toHaveLength(2)
    expect(status.emoji_reactions[1]).toEqual({
      name: 'blobcat@remote.example',
      count: 1,
      me: false,
      url: 'https://akkoma.example/proxy/blobcat.png',
      account_ids: ['AbCdEfGhIjKlMnOpQs'],
    })
  })

  it('normalizes a Mastodon status without extensions', () => {
    const status = normalizeStatus(mastodonStatusJson())
    expect(status.text).toBeNull()
    expect(status.is_local).toBe(true)
    expect(status.conversation_id).toBeNull()
    expect(status.parent_visible).toBe(true)
    expect(status.media_type).toBeNull()
    expect(status.emoji_reactions).toEqual([])
    expect(status.quote).toBeNull()
    expect(status.quote_id).toBeNull()
    expect(status.account.display_name).toBe('bob')
    expect(status.application_name).toBe('Web')
  })

  it('normalizes a repeat with its inner status', () => {
    const inner = akkomaStatusJson()
    const status = normalizeStatus({
      id: 'B1',
      account: remoteAccountJson(),
      reblog: inner,
      content: '',
      visibility: 'public',
      pleroma: { local: false },
    })
    expect(status.reblog?.id).toBe('AbCdEfGhIjKlMnOpZz')
    expect(status.is_local).toBe(false)
  })

  it('throws for a repeat whose inner status is malformed', () => {
    expect(() =>
      normalizeStatus({ id: 'B1', account: { id: '1' }, reblog: { content: 'no id' } }),
    ).toThrow(MalformedEntityError)
  })

  it('drops a malformed quote instead of failing', () => {
    const status = normalizeStatus({
      id: '1',
      account: { id: '2' },
      quote: { id: 'q' },
      quote_id: 'q',
    })
    expect(status.quote).toBeNull()
    expect(status.quote_id).toBe('q')
  })

  it('reads quotes from pleroma.quote and from the Mastodon 4.5 wrapper', () => {
    const quoted = { id: 'q1', account: { id: '9', acct: 'x' } }
    expect(
      normalizeStatus({ id: '1', account: { id: '2' }, pleroma: { quote: quoted } }).quote?.id,
    ).toBe('q1')
    const wrapped = normalizeStatus({
      id: '1',
      account: { id: '2' },
      quote: { state: 'accepted', quoted_status: quoted },
    })
    expect(wrapped.quote?.id).toBe('q1')
    const shallow = normalizeStatus({
      id: '1',
      account: { id: '2' },
      quote: { state: 'pending', quoted_status_id: 'q2' },
    })
    expect(shallow.quote).toBeNull()
    expect(shallow.quote_id).toBe('q2')
  })

  it('reads top-level emoji_reactions when pleroma has none', () => {
    const status = normalizeStatus({
      id: '1',
      account: { id: '2' },
      emoji_reactions: [{ name: '🎉', count: 3, me: false }, { count: 1 }, null],
    })
    expect(status.emoji_reactions).toEqual([
      { name: '🎉', count: 3, me: false, url: null, account_ids: [] },
    ])
  })

  it('takes media_type from content_type when akkoma.source is a bare string', () => {
    const status = normalizeStatus({
      id: '1',
      account: { id: '2' },
      akkoma: { source: 'raw text' },
      content_type: 'text/markdown',
    })
    expect(status.media_type).toBe('text/markdown')
  })

  it('defaults a minimal status', () => {
    const status = normalizeStatus({ id: '1', account: { id: '2' } })
    expect(status).toMatchObject({
      uri: '',
      url: '',
      content: '',
      text: null,
      created_at: EPOCH,
      edited_at: null,
      in_reply_to_id: null,
      reblog: null,
      quote: null,
      spoiler_text: '',
      sensitive: false,
      visibility: 'public',
      language: null,
      media_attachments: [],
      mentions: [],
      tags: [],
      emojis: [],
      card: null,
      poll: null,
      replies_count: 0,
      favourited: false,
      thread_muted: false,
      conversation_id: null,
      parent_visible: true,
      emoji_reactions: [],
      media_type: null,
      application_name: null,
    })
  })

  it('survives null and wrong types in every field', () => {
    const nulls: Record<string, unknown> = {}
    for (const key of Object.keys(akkomaStatusJson())) nulls[key] = null
    const status = normalizeStatus({ ...nulls, id: 'n', account: { id: 'a' } })
    expect(status.id).toBe('n')
    expect(status.visibility).toBe('public')

    const wrong = normalizeStatus({
      id: 'w',
      account: { id: 'a' },
      visibility: 'list',
      media_attachments: [
        { id: 'm', type: 'flash', url: 'https://x/y.swf' },
        { type: 'image' },
        'junk',
      ],
      mentions: [{ acct: 'no id' }, { id: 3, acct: 'x@y' }],
      tags: ['legacy', { name: '' }, 7],
      poll: 'nope',
      card: { title: 'no url' },
      pleroma: { content: 'not a map', local: 'yes', conversation_id: {} },
      replies_count: -0,
      favourites_count: 'NaN',
    })
    expect(wrong.visibility).toBe('public')
    expect(wrong.media_attachments).toHaveLength(1)
    expect(wrong.media_attachments[0]?.type).toBe('unknown')
    expect(wrong.mentions).toEqual([{ id: '3', username: 'x', acct: 'x@y', url: '' }])
    expect(wrong.tags).toEqual([{ name: 'legacy', url: '', following: null }])
    expect(wrong.poll).toBeNull()
    expect(wrong.card).toBeNull()
    expect(wrong.text).toBeNull()
    expect(wrong.conversation_id).toBeNull()
    expect(wrong.favourites_count).toBe(0)
  })

  it('throws a typed error without an id or without an author', () => {
    expect(() => normalizeStatus({ account: { id: '1' } })).toThrow(MalformedEntityError)
    expect(() => normalizeStatus({ id: '1' })).toThrow(MalformedEntityError)
    expect(() => normalizeStatus(undefined)).toThrow(MalformedEntityError)
    try {
      normalizeStatus({ content: 'x' })
    } catch (error) {
      expect(error).toBeInstanceOf(MalformedEntityError)
      expect((error as MalformedEntityError).entity).toBe('status')
    }
  })
})

describe('normalizePoll', () => {
  const now = Date.parse('2024-06-01T00:00:00.000Z')

  it('marks a poll expired when expires_at is in the past', () => {
    expect(
      normalizePoll({ id: 'p', expires_at: '2024-05-31T23:59:59.000Z', expired: false }, now)
        .expired,
    ).toBe(true)
    expect(
      normalizePoll({ id: 'p', expires_at: '2024-06-02T00:00:00.000Z', expired: false }, now)
        .expired,
    ).toBe(false)
    expect(normalizePoll({ id: 'p', expires_at: null, expired: true }, now).expired).toBe(true)
    expect(normalizePoll({ id: 'p', expires_at: null }, now).expired).toBe(false)
  })

  it('defaults hidden vote counts and junk', () => {
    const poll = normalizePoll(
      { options: [{ title: 'a', votes_count: null }, null], own_votes: [0, 'x', 1.5] },
      now,
    )
    expect(poll).toEqual({
      id: '',
      expires_at: null,
      expired: false,
      multiple: false,
      votes_count: 0,
      voters_count: null,
      voted: false,
      own_votes: [0],
      options: [{ title: 'a', votes_count: 0 }],
      emojis: [],
    })
  })
})

describe('normalizeAttachment / normalizeCard / normalizeEmoji / normalizeRelationship', () => {
  it('maps unknown attachment types to unknown and computes aspect', () => {
    const attachment = normalizeAttachment({
      type: 'audio/ogg',
      url: 'https://x/a.ogg',
      mime_type: 'audio/ogg',
      meta: { original: { width: 4, height: 2, duration: 12.5 } },
    })
    expect(attachment.type).toBe('unknown')
    expect(attachment.id).toBe('https://x/a.ogg')
    expect(attachment.mime_type).toBe('audio/ogg')
    expect(attachment.meta.original.aspect).toBe(2)
    expect(attachment.meta.duration).toBe(12.5)
    expect(attachment.preview_url).toBe('https://x/a.ogg')
  })

  it('derives a card provider from the url', () => {
    expect(normalizeCard({ url: 'https://site.example/x' })?.provider_name).toBe('site.example')
    expect(normalizeCard(null)).toBeNull()
  })

  it('strips colons from shortcodes and reads Pleroma tags as category', () => {
    expect(normalizeEmoji({ shortcode: ':blob:', url: 'u', tags: ['pack:blobs'] })).toEqual({
      shortcode: 'blob',
      url: 'u',
      static_url: 'u',
      visible_in_picker: true,
      category: 'pack:blobs',
    })
  })

  it('returns null for empty or id-less relationships', () => {
    expect(normalizeRelationship({})).toBeNull()
    expect(normalizeRelationship({ following: true })).toBeNull()
    expect(normalizeRelationship({ following: true }, 'x')?.id).toBe('x')
    expect(normalizeRelationship({ id: 'r', notifying: true })?.subscribing).toBe(true)
  })
})

describe('normalizeNotification', () => {
  it('normalizes an Akkoma emoji reaction notification', () => {
    const notification = normalizeNotification(akkomaNotificationJson())
    expect(notification).toMatchObject({
      id: '42',
      type: 'pleroma:emoji_reaction',
      seen: true,
      emoji: '👍',
      emoji_url: null,
      target: null,
    })
    expect(notification.account.acct).toBe('dana@remote.example')
    expect(notification.status?.id).toBe('AbCdEfGhIjKlMnOpZz')
  })

  it('maps unknown types and tolerates a broken status', () => {
    const notification = normalizeNotification({
      id: 1,
      type: 'pleroma:chat_mention',
      account: { id: '2' },
      status: { content: 'no id' },
      target: 'x',
    })
    expect(notification.type).toBe('unknown')
    expect(notification.status).toBeNull()
    expect(notification.seen).toBe(false)
  })

  it('reads the move target', () => {
    const notification = normalizeNotification({
      id: '1',
      type: 'move',
      account: { id: '2' },
      target: { id: '3', acct: 'new@host' },
    })
    expect(notification.target?.acct).toBe('new@host')
  })

  it('throws without an id or account', () => {
    expect(() => normalizeNotification({ account: { id: '1' } })).toThrow(MalformedEntityError)
    expect(() => normalizeNotification({ id: '1' })).toThrow(MalformedEntityError)
  })
})

describe('compareIds', () => {
  it('orders Mastodon ids of different lengths numerically', () => {
    expect(compareIds('99', '100')).toBe(-1)
    expect(compareIds('111222333444555667', '111222333444555666')).toBe(1)
    expect(compareIds('9999999999999999', '10000000000000000')).toBe(-1)
    expect(compareIds('5', '5')).toBe(0)
  })

  it('orders Akkoma FlakeIds in base62 order', () => {
    expect(compareIds('AbCdEfGhIjKlMnOp0', 'AbCdEfGhIjKlMnOp9')).toBe(-1)
    expect(compareIds('AbCdEfGhIjKlMnOp9', 'AbCdEfGhIjKlMnOpA')).toBe(-1)
    expect(compareIds('AbCdEfGhIjKlMnOpZ', 'AbCdEfGhIjKlMnOpa')).toBe(-1)
    expect(compareIds('AbCdEfGhIjKlMnOpz', 'AbCdEfGhIjKlMnOpa')).toBe(1)
  })

  it('sorts lists and answers isNewer / maxId / minId', () => {
    expect(['100', '9', '1000', '99'].sort(compareIds)).toEqual(['9', '99', '100', '1000'])
    expect(isNewer('100', '99')).toBe(true)
    expect(isNewer('99', '100')).toBe(false)
    expect(isNewer('5', '5')).toBe(false)
    expect(maxId(['9', '100', '99'])).toBe('100')
    expect(minId(['9', '100', '99'])).toBe('9')
    expect(maxId([])).toBeNull()
  })
})
