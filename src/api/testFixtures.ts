import { mergeInstanceConfig } from './endpoints/instanceMerge'
import { detectFeatures, type ServerFeatures } from './features'
import type { InstanceConfig, Poll } from './types'
/**
 * Realistic wire JSON (shaped after Akkoma's and Mastodon's views) for tests
 * here and elsewhere. Functions, so each test gets a fresh copy to mutate.
 */

export function akkomaAccountJson(): Record<string, unknown> {
  return {
    id: 'AbCdEfGhIjKlMnOpQr',
    username: 'alice',
    acct: 'alice',
    display_name: 'Alice ✨',
    locked: true,
    created_at: '2022-11-05T10:00:00.000Z',
    followers_count: 120,
    following_count: 80,
    statuses_count: 1234,
    note: '<p>Hello, I am <b>Alice</b></p>',
    url: 'https://akkoma.example/users/alice',
    avatar: 'https://akkoma.example/media/avatar.png',
    avatar_static: 'https://akkoma.example/media/avatar.png',
    avatar_description: '',
    header: 'https://akkoma.example/media/header.png',
    header_static: 'https://akkoma.example/media/header.png',
    header_description: '',
    emojis: [
      {
        shortcode: 'blobcat',
        url: 'https://akkoma.example/emoji/blobcat.png',
        static_url: 'https://akkoma.example/emoji/blobcat.png',
        visible_in_picker: false,
      },
    ],
    fields: [
      {
        name: 'Website',
        value: '<a href="https://alice.example">alice.example</a>',
        verified_at: '2023-01-01T00:00:00.000Z',
      },
      { name: 'Pronouns', value: 'she/her', verified_at: null },
    ],
    bot: false,
    source: {
      note: 'Hello, I am **Alice**',
      sensitive: false,
      fields: [],
      privacy: 'unlisted',
      pleroma: { discoverable: true, actor_type: 'Person', show_role: true, no_rich_text: false },
    },
    last_status_at: '2024-03-01',
    follow_requests_count: 3,
    akkoma: {
      instance: {
        name: 'akkoma.example',
        favicon: 'https://akkoma.example/favicon.png',
        nodeinfo: { software: { name: 'akkoma', version: '3.13.2' } },
      },
      status_ttl_days: null,
      permit_followback: false,
      web_feed: 'https://akkoma.example/users/by-id/AbCdEfGhIjKlMnOpQr/feed',
    },
    fqn: 'alice@akkoma.example',
    pleroma: {
      ap_id: 'https://akkoma.example/users/alice',
      also_known_as: [],
      is_confirmed: true,
      is_suggested: false,
      tags: ['mrf_tag:media-force-nsfw'],
      hide_followers_count: false,
      hide_follows_count: false,
      hide_followers: true,
      hide_follows: false,
      hide_favorites: true,
      relationship: {},
      background_image: 'https://akkoma.example/media/bg.jpg',
      background_image_description: '',
      favicon: 'https://akkoma.example/favicon.png',
      is_admin: true,
      is_moderator: false,
      allow_following_move: false,
      deactivated: false,
      unread_conversation_count: 0,
      unread_notifications_count: 2,
    },
  }
}

export function remoteAccountJson(): Record<string, unknown> {
  return {
    id: 'AbCdEfGhIjKlMnOpQs',
    username: 'dana',
    acct: 'dana@remote.example',
    display_name: 'Dana',
    locked: false,
    created_at: '2021-01-01T00:00:00.000Z',
    followers_count: 5,
    following_count: 6,
    statuses_count: 7,
    note: '',
    url: 'https://remote.example/@dana',
    avatar: 'https://akkoma.example/proxy/avatar',
    avatar_static: 'https://akkoma.example/proxy/avatar',
    header: 'https://akkoma.example/images/banner.png',
    header_static: 'https://akkoma.example/images/banner.png',
    emojis: [],
    fields: [],
    bot: true,
    pleroma: {
      tags: [],
      relationship: {
        id: 'AbCdEfGhIjKlMnOpQs',
        following: true,
        followed_by: false,
        blocking: false,
        blocked_by: false,
        muting: false,
        muting_notifications: false,
        subscribing: false,
        notifying: false,
        requested: false,
        requested_by: false,
        domain_blocking: false,
        showing_reblogs: true,
        endorsed: false,
        note: 'met at a conference',
      },
      favicon: null,
      hide_followers: false,
      hide_follows: false,
      hide_followers_count: false,
      hide_follows_count: false,
    },
    akkoma: {
      instance: {
        name: 'remote.example',
        favicon: 'https://remote.example/favicon.ico',
        nodeinfo: { software: { name: 'mastodon', version: '4.2.0' } },
      },
    },
  }
}

/** An open poll, as servers send it, in which the viewer voted for the second option. */
export function pollJson(changes: Partial<Poll> = {}): Poll {
  return {
    id: 'poll1',
    expires_at: '2999-01-01T00:00:00.000Z',
    expired: false,
    multiple: false,
    votes_count: 3,
    voters_count: 3,
    voted: true,
    own_votes: [1],
    options: [
      { title: 'Yes', votes_count: 1 },
      { title: 'No', votes_count: 2 },
    ],
    emojis: [],
    ...changes,
  }
}

export function akkomaStatusJson(): Record<string, unknown> {
  // The same reaction stands at the top and under `pleroma`, as Akkoma sends it.
  const thumbsUp = {
    name: '👍',
    count: 2,
    me: true,
    url: null,
    account_ids: ['AbCdEfGhIjKlMnOpQr', 'AbCdEfGhIjKlMnOpQs'],
  }
  return {
    id: 'AbCdEfGhIjKlMnOpZz',
    uri: 'https://akkoma.example/objects/5a3f',
    url: 'https://akkoma.example/notice/AbCdEfGhIjKlMnOpZz',
    account: akkomaAccountJson(),
    in_reply_to_id: 'AbCdEfGhIjKlMnOpAa',
    in_reply_to_account_id: 'AbCdEfGhIjKlMnOpQs',
    reblog: null,
    card: {
      type: 'link',
      provider_name: 'news.example',
      provider_url: 'https://news.example',
      url: 'https://news.example/article',
      image: 'https://akkoma.example/proxy/card.jpg',
      image_description: '',
      title: 'An article',
      description: 'About things',
      pleroma: { opengraph: {} },
    },
    content:
      '<p>Hi <span class="h-card"><a href="https://remote.example/@dana">@dana</a></span> — ünïcödé 🎉</p>',
    text: null,
    created_at: '2024-03-01T12:00:00.000Z',
    edited_at: '2024-03-01T12:05:00.000Z',
    reblogs_count: 2,
    replies_count: 1,
    favourites_count: 5,
    reblogged: false,
    favourited: true,
    bookmarked: true,
    muted: false,
    pinned: false,
    sensitive: true,
    spoiler_text: 'cw: food',
    visibility: 'local',
    media_attachments: [
      {
        id: '1234',
        url: 'https://akkoma.example/media/a.jpg',
        remote_url: 'https://akkoma.example/media/a.jpg',
        preview_url: 'https://akkoma.example/media/a.jpg?preview',
        text_url: 'https://akkoma.example/media/a.jpg',
        type: 'image',
        description: 'A sandwich',
        pleroma: { mime_type: 'image/jpeg' },
        blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
        meta: { original: { width: 800, height: 600, aspect: 1.3333333333333333 } },
      },
    ],
    poll: pollJson(),
    mentions: [
      {
        id: 'AbCdEfGhIjKlMnOpQs',
        acct: 'dana@remote.example',
        username: 'dana',
        url: 'https://remote.example/@dana',
      },
    ],
    tags: [{ name: 'food', url: 'https://akkoma.example/tag/food' }],
    application: { name: 'Akkoma Web Client', website: null },
    language: 'en',
    emojis: [],
    quote_id: 'AbCdEfGhIjKlMnOpQq',
    quote: {
      id: 'AbCdEfGhIjKlMnOpQq',
      uri: 'https://remote.example/objects/1',
      url: 'https://remote.example/@dana/1',
      account: remoteAccountJson(),
      content: '<p>quoted</p>',
      created_at: '2024-02-01T12:00:00.000Z',
      visibility: 'public',
      pleroma: { local: false },
    },
    emoji_reactions: [thumbsUp],
    pleroma: {
      local: true,
      conversation_id: 123456,
      context: 'https://akkoma.example/contexts/abc',
      in_reply_to_account_acct: 'dana@remote.example',
      content: { 'text/plain': 'Hi @dana — ünïcödé 🎉' },
      spoiler_text: { 'text/plain': 'cw: food' },
      expires_at: null,
      direct_conversation_id: null,
      thread_muted: true,
      emoji_reactions: [
        thumbsUp,
        {
          name: 'blobcat@remote.example',
          count: 1,
          me: false,
          url: 'https://akkoma.example/proxy/blobcat.png',
          account_ids: ['AbCdEfGhIjKlMnOpQs'],
        },
      ],
      parent_visible: false,
      pinned_at: null,
    },
    akkoma: {
      source: { content: 'Hi @dana — **ünïcödé** 🎉', mediaType: 'text/x.misskeymarkdown' },
      in_reply_to_apid: 'https://remote.example/objects/0',
      quote_apid: 'https://remote.example/objects/1',
    },
  }
}

/** A Mastodon 4.x status: no pleroma/akkoma blocks, numeric-string ids. */
export function mastodonStatusJson(): Record<string, unknown> {
  return {
    id: '111222333444555666',
    created_at: '2024-03-01T12:00:00.000Z',
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    sensitive: false,
    spoiler_text: '',
    visibility: 'public',
    language: 'de',
    uri: 'https://mastodon.example/users/bob/statuses/111222333444555666',
    url: 'https://mastodon.example/@bob/111222333444555666',
    replies_count: 0,
    reblogs_count: 0,
    favourites_count: 0,
    edited_at: null,
    favourited: false,
    reblogged: false,
    muted: false,
    bookmarked: false,
    content: '<p>Hallo</p>',
    filtered: [],
    reblog: null,
    application: { name: 'Web', website: null },
    account: {
      id: '109000000000000001',
      username: 'bob',
      acct: 'bob',
      display_name: '',
      locked: false,
      bot: false,
      discoverable: true,
      group: false,
      created_at: '2022-11-01T00:00:00.000Z',
      note: '',
      url: 'https://mastodon.example/@bob',
      avatar: 'https://mastodon.example/avatars/original/missing.png',
      avatar_static: 'https://mastodon.example/avatars/original/missing.png',
      header: 'https://mastodon.example/headers/original/missing.png',
      header_static: 'https://mastodon.example/headers/original/missing.png',
      followers_count: 1,
      following_count: 2,
      statuses_count: 3,
      last_status_at: '2024-03-01',
      emojis: [],
      fields: [],
      roles: [],
    },
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    card: null,
    poll: null,
  }
}

export function akkomaNotificationJson(): Record<string, unknown> {
  return {
    id: '42',
    type: 'pleroma:emoji_reaction',
    created_at: '2024-03-02T08:00:00.000Z',
    account: remoteAccountJson(),
    status: akkomaStatusJson(),
    emoji: '👍',
    emoji_url: null,
    pleroma: { is_seen: true, is_muted: false },
  }
}

/**
 * The nodeinfo features Pleroma 2.6 and Akkoma 3.10 both list: Akkoma is a
 * fork of Pleroma and kept these.
 */
const PLEROMA_FAMILY_FEATURE_NAMES = [
  'pleroma_api',
  'mastodon_api',
  'mastodon_api_streaming',
  'polls',
  'v2_suggestions',
  'pleroma_explicit_addressing',
  'shareable_emoji_packs',
  'multifetch',
  'pleroma:api/v1/notifications:include_types_filter',
  'editing',
  'media_proxy',
  'pleroma_emoji_reactions',
  'pleroma:get:main/ostatus',
]

/** Akkoma 3.10's nodeinfo feature list, as its documentation and servers give it. */
export const AKKOMA_FEATURE_NAMES = [
  ...PLEROMA_FAMILY_FEATURE_NAMES,
  'akkoma_api',
  'quote_posting',
  'bubble_timeline',
  'exposable_reactions',
  'profile_directory',
  'akkoma:machine_translation',
  'custom_emoji_reactions',
]

/** Pleroma 2.6's: no bubble, quotes, translation or custom reactions, but its chats. */
export const PLEROMA_FEATURE_NAMES = [...PLEROMA_FAMILY_FEATURE_NAMES, 'pleroma_chat_messages']

/** The instance config of an Akkoma server with its usual features, for component tests. */
export function akkomaInstance(): InstanceConfig {
  return mergeInstanceConfig(
    {
      nodeinfo: {
        software: { name: 'akkoma', version: '3.10.4' },
        metadata: { features: AKKOMA_FEATURE_NAMES, localBubbleInstances: ['friend.example'] },
      },
    },
    '',
  )
}

/** A server about which nothing is known: only the Mastodon API's basics (tests). */
export const BASELINE_FEATURES: ServerFeatures = detectFeatures({})
