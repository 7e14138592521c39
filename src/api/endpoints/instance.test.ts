// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DEFAULT_POLL_LIMITS,
  DEFAULT_TEXT_LIMIT,
  DEFAULT_THEME,
  LOGGED_IN_LANDING_PATH,
  LOGGED_OUT_LANDING_PATH,
  PROFILE_FIELDS_LIMIT,
  PROFILE_IMAGE_UPLOAD_LIMIT,
} from '../../config/constants'
import { ApiClient } from '../http'
import { fetchStickers } from './stickers'
import type { FetchLike } from '../http'
import { primePreload, resetPreload } from '../preload'
import { fetchInstanceConfig, mergeInstanceConfig, pickNodeinfoHref } from './instance'

type Route = unknown | ((url: string) => Response)

/** A fake server: JSON bodies, text for .html, 404 for everything else. */
function server(routes: Record<string, Route>) {
  const requested: string[] = []
  const fetch: FetchLike = async (url) => {
    requested.push(url)
    const route = routes[url]
    if (route === undefined) return new Response('{"error":"Not found"}', { status: 404 })
    if (typeof route === 'function') return (route as (u: string) => Response)(url)
    if (typeof route === 'string')
      return new Response(route, { headers: { 'Content-Type': 'text/html' } })
    return new Response(JSON.stringify(route), { headers: { 'Content-Type': 'application/json' } })
  }
  return { client: new ApiClient({ fetch }), requested }
}

const akkomaV1 = {
  uri: 'akkoma.example',
  title: 'Akkoma Example',
  description: 'A test instance',
  short_description: 'Test',
  version: '2.7.2 (compatible; Akkoma 3.13.2)',
  urls: { streaming_api: 'wss://akkoma.example' },
  languages: ['en', 'de'],
  registrations: true,
  approval_required: true,
  max_toot_chars: 6000,
  poll_limits: {
    max_options: 20,
    max_option_chars: 200,
    min_expiration: 0,
    max_expiration: 31536000,
  },
  upload_limit: 16000000,
  avatar_upload_limit: 2000000,
  background_upload_limit: 4000000,
  banner_upload_limit: 4000000,
  background_image: 'https://akkoma.example/images/city.jpg',
  rules: [{ id: '1', text: 'Be nice' }],
  pleroma: {
    metadata: {
      account_activation_required: false,
      features: ['polls', 'editing'],
      federation: { enabled: true },
      fields_limits: {
        max_fields: 10,
        max_remote_fields: 20,
        name_length: 512,
        value_length: 2048,
      },
      post_formats: ['text/plain', 'text/markdown'],
    },
    vapid_public_key: 'BVAPID',
  },
}

const akkomaNodeinfo = {
  version: '2.1',
  software: { name: 'akkoma', version: '3.13.2' },
  openRegistrations: false,
  metadata: {
    nodeName: 'Akkoma Nodeinfo Name',
    nodeDescription: 'short',
    private: false,
    suggestions: { enabled: false },
    staffAccounts: ['https://akkoma.example/users/admin'],
    federation: { enabled: false, mrf_policies: ['TagPolicy', 'SimplePolicy'], mrf_simple: {} },
    pollLimits: {
      max_options: 8,
      max_option_chars: 100,
      min_expiration: 300,
      max_expiration: 86400,
    },
    postFormats: ['text/plain', 'text/html', 'text/x.misskeymarkdown'],
    uploadLimits: { general: 12000000, avatar: 1000000, banner: 3000000, background: 5000000 },
    fieldsLimits: { maxFields: 8, maxRemoteFields: 16, nameLength: 255, valueLength: 1024 },
    accountActivationRequired: true,
    mailerEnabled: true,
    features: [
      'pleroma_api',
      'polls',
      'editing',
      'quote_posting',
      'media_proxy',
      'safe_dm_mentions',
      'akkoma:machine_translation',
      'bubble_timeline',
    ],
    restrictedNicknames: ['about', 'main'],
    localBubbleInstances: ['friend.example'],
    publicTimelineVisibility: { local: true, federated: false, bubble: true },
    federatedTimelineAvailable: false,
  },
}

beforeEach(() => {
  primePreload(null)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  resetPreload()
  vi.restoreAllMocks()
})

describe('fetchInstanceConfig', () => {
  it('merges every source of a full Akkoma instance', async () => {
    const { client } = server({
      '/api/v1/instance': akkomaV1,
      '/.well-known/nodeinfo': {
        links: [
          {
            rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0',
            href: 'https://public.example/nodeinfo/2.0.json',
          },
          {
            rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
            href: 'https://public.example/nodeinfo/2.1.json',
          },
        ],
      },
      '/nodeinfo/2.1.json': akkomaNodeinfo,
      '/static/config.json': {
        theme: 'pleroma-dark',
        logo: '/static/logo.svg',
        showFeaturesPanel: false,
        custom: 'static',
      },
      '/api/pleroma/frontend_configurations': {
        pleroma_fe: {
          theme: 'redmond-xx',
          loginMethod: 'token',
          redirectRootNoLogin: '/main/public',
          logoMargin: 0.1,
        },
        masto_fe: { showInstanceSpecificPanel: true },
      },
      '/api/v1/custom_emojis': [
        {
          shortcode: 'blobcat',
          url: 'https://akkoma.example/emoji/blobcat.png',
          static_url: 'https://akkoma.example/emoji/blobcat.png',
          visible_in_picker: true,
          category: 'blobs',
        },
        { shortcode: '', url: 'broken' },
      ],
      '/instance/panel.html': '<p>Panel</p>',
      '/static/terms-of-service.html': '<h1>Terms</h1>',
    })
    const config = await fetchInstanceConfig(client, { server: 'https://akkoma.example' })
    expect(config).toMatchObject({
      name: 'Akkoma Nodeinfo Name',
      description: 'A test instance',
      registrationOpen: false,
      accountActivationRequired: true,
      accountApprovalRequired: true,
      mailerEnabled: true,
      tos: '<h1>Terms</h1>',
      staffAccounts: ['https://akkoma.example/users/admin'],
      localBubbleInstances: ['friend.example'],
      showFeaturesPanel: false,
      showInstanceSpecificPanel: false,
      instanceSpecificPanelContent: '<p>Panel</p>',
      server: 'https://akkoma.example',
      textlimit: 6000,
      uploadlimit: { general: 12000000, avatar: 1000000, background: 5000000, banner: 3000000 },
      vapidPublicKey: 'BVAPID',
      background: 'https://akkoma.example/images/city.jpg',
      logo: '/static/logo.svg',
      logoMask: true,
      logoMargin: '0.1',
      theme: 'redmond-xx',
      pollLimits: {
        max_options: 8,
        max_option_chars: 100,
        min_expiration: 300,
        max_expiration: 86400,
      },
      fieldsLimits: { maxFields: 8, maxRemoteFields: 16, nameLength: 255, valueLength: 1024 },
      restrictedNicknames: ['about', 'main'],
      postFormats: ['text/plain', 'text/html', 'text/x.misskeymarkdown'],
      mediaProxyAvailable: true,
      private: false,
      federating: false,
      federatedTimelineAvailable: false,
      features: expect.objectContaining({
        family: 'akkoma',
        polls: true,
        suggestions: false,
        editing: true,
        translation: true,
        quotes: true,
        mfm: true,
      }) as unknown,
      publicTimelineVisibility: { local: true, federated: false, bubble: true },
      backendVersion: '3.13.2',
      softwareName: 'akkoma',
      languages: ['en', 'de'],
      streamingUrl: 'wss://akkoma.example',
      redirectRootLogin: LOGGED_IN_LANDING_PATH,
      redirectRootNoLogin: '/main/public',
      loginMethod: 'token',
      safeDM: true,
      tagPolicyAvailable: true,
      rules: [{ id: '1', text: 'Be nice' }],
      potentiallyFatalError: false,
    })
    expect(config.customEmoji).toEqual([
      {
        shortcode: 'blobcat',
        url: 'https://akkoma.example/emoji/blobcat.png',
        static_url: 'https://akkoma.example/emoji/blobcat.png',
        visible_in_picker: true,
        category: 'blobs',
      },
    ])
    expect(config.frontend).toEqual({
      theme: 'redmond-xx',
      logo: '/static/logo.svg',
      showFeaturesPanel: false,
      custom: 'static',
      loginMethod: 'token',
      redirectRootNoLogin: '/main/public',
      logoMargin: 0.1,
    })
    expect(config.federationPolicy).toMatchObject({ mrf_policies: ['TagPolicy', 'SimplePolicy'] })
  })

  it('uses defaults when every optional endpoint fails, without throwing', async () => {
    const { client, requested } = server({
      '/api/v1/instance': { title: 'Bare' },
      '/static/config.json': () => new Response('<html>index</html>', { status: 200 }),
      '/api/pleroma/frontend_configurations': () => {
        throw new TypeError('network down')
      },
      '/api/v1/custom_emojis': { not: 'a list' },
    })
    const config = await fetchInstanceConfig(client, { server: '' })
    expect(requested).toContain('/.well-known/nodeinfo')
    expect(requested).toContain('/nodeinfo/2.0.json')
    expect(config).toMatchObject({
      name: 'Bare',
      registrationOpen: false,
      accountActivationRequired: true,
      accountApprovalRequired: false,
      mailerEnabled: false,
      tos: '',
      instanceSpecificPanelContent: '',
      textlimit: DEFAULT_TEXT_LIMIT,
      uploadlimit: {
        general: 0,
        avatar: PROFILE_IMAGE_UPLOAD_LIMIT,
        background: PROFILE_IMAGE_UPLOAD_LIMIT,
        banner: PROFILE_IMAGE_UPLOAD_LIMIT,
      },
      pollLimits: DEFAULT_POLL_LIMITS,
      features: expect.objectContaining({
        family: 'other',
        polls: true,
        editing: false,
        translation: false,
        suggestions: false,
      }) as unknown,
      federatedTimelineAvailable: true,
      federating: true,
      private: false,
      publicTimelineVisibility: { local: true, federated: true, bubble: false },
      fieldsLimits: {
        maxFields: PROFILE_FIELDS_LIMIT,
        maxRemoteFields: null,
        nameLength: null,
        valueLength: null,
      },
      postFormats: ['text/plain'],
      customEmoji: [],
      theme: DEFAULT_THEME,
      redirectRootLogin: LOGGED_IN_LANDING_PATH,
      redirectRootNoLogin: LOGGED_OUT_LANDING_PATH,
      loginMethod: 'password',
      safeDM: true,
      streamingUrl: null,
      vapidPublicKey: null,
      frontend: {},
      potentiallyFatalError: false,
    })
    expect(console.warn).toHaveBeenCalled()
  })

  it('flags a potentially fatal error when both instance endpoints fail', async () => {
    const { client } = server({
      '/api/v1/instance': () => new Response('oops', { status: 500 }),
      '/nodeinfo/2.0.json': akkomaNodeinfo,
    })
    const config = await fetchInstanceConfig(client, { server: 'https://x.example' })
    expect(config.potentiallyFatalError).toBe(true)
    expect(config.name).toBe('Akkoma Nodeinfo Name')
    expect(config.unreachable).toBeUndefined()
    expect(console.error).toHaveBeenCalled()
  })

  it('says the instance was out of reach when no request got an answer', async () => {
    const client = new ApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    const config = await fetchInstanceConfig(client, { server: 'https://x.example' })
    expect(config.potentiallyFatalError).toBe(true)
    expect(config.unreachable).toBe(true)
  })

  it('is no unreachable instance when one endpoint answered with an error', async () => {
    const { client } = server({
      '/api/v1/instance': () => new Response('oops', { status: 502 }),
      '/api/v2/instance': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    const config = await fetchInstanceConfig(client, { server: 'https://x.example' })
    expect(config.potentiallyFatalError).toBe(true)
    expect(config.unreachable).toBeUndefined()
  })

  it('reads a Mastodon v2 instance and well-known-only nodeinfo', async () => {
    const { client, requested } = server({
      '/api/v2/instance': {
        domain: 'mastodon.example',
        title: 'Mastodon Example',
        version: '4.2.1',
        description: 'Mastodon server',
        languages: ['en'],
        configuration: {
          urls: { streaming: 'wss://streaming.mastodon.example' },
          vapid: { public_key: 'MVAPID' },
          statuses: { max_characters: 500 },
          media_attachments: { video_size_limit: 103809024, image_size_limit: 16777216 },
          polls: {
            max_options: 4,
            max_characters_per_option: 50,
            min_expiration: 300,
            max_expiration: 2629746,
          },
          translation: { enabled: true },
        },
        registrations: { enabled: true, approval_required: false },
        contact: { email: 'admin@mastodon.example', account: { id: '1', acct: 'admin' } },
        rules: [{ id: 3, text: 'No spam' }, { id: 4 }],
      },
      '/.well-known/nodeinfo': {
        links: [
          {
            rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0',
            href: 'https://mastodon.example/nodeinfo/2.0',
          },
        ],
      },
      '/nodeinfo/2.0': {
        version: '2.0',
        software: { name: 'mastodon', version: '4.2.1' },
        openRegistrations: true,
        metadata: { nodeName: 'Mastodon Example', nodeDescription: '' },
      },
    })
    const config = await fetchInstanceConfig(client, { server: 'https://mastodon.example' })
    expect(requested).not.toContain('/nodeinfo/2.0.json')
    expect(config).toMatchObject({
      name: 'Mastodon Example',
      description: 'Mastodon server',
      registrationOpen: true,
      textlimit: 500,
      vapidPublicKey: 'MVAPID',
      streamingUrl: 'wss://streaming.mastodon.example',
      pollLimits: {
        max_options: 4,
        max_option_chars: 50,
        min_expiration: 300,
        max_expiration: 2629746,
      },
      features: expect.objectContaining({
        family: 'mastodon',
        translation: true,
        suggestions: true,
        editing: true,
        emojiReactions: false,
        localScope: false,
        pleromaApi: false,
      }) as unknown,
      softwareName: 'mastodon',
      backendVersion: '4.2.1',
      contactAccountId: '1',
      contactAccount: expect.objectContaining({ id: '1' }),
      rules: [{ id: '3', text: 'No spam' }],
      uploadlimit: { general: 103809024 },
      potentiallyFatalError: false,
    })
  })

  it('consults preloaded data before the network', async () => {
    const encode = (value: unknown) =>
      btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    primePreload(
      JSON.stringify({
        '/api/v1/instance': encode(akkomaV1),
        '/nodeinfo/2.0.json': encode(akkomaNodeinfo),
        '/instance/panel.html': encode('<p>Preloaded pänel</p>'),
        '/api/pleroma/frontend_configurations': encode({ pleroma_fe: { theme: 'x' } }),
      }),
    )
    const { client, requested } = server({})
    const config = await fetchInstanceConfig(client, { server: '' })
    expect(requested).not.toContain('/api/v1/instance')
    expect(requested).not.toContain('/.well-known/nodeinfo')
    expect(requested).not.toContain('/instance/panel.html')
    expect(requested).not.toContain('/api/pleroma/frontend_configurations')
    expect(config.instanceSpecificPanelContent).toBe('<p>Preloaded pänel</p>')
    expect(config.name).toBe('Akkoma Nodeinfo Name')
    expect(config.theme).toBe('x')

    // Preloaded entries are used once: a refresh goes to the network.
    await fetchInstanceConfig(client, { server: '' })
    expect(requested).toContain('/api/v1/instance')
  })
})

describe('mergeInstanceConfig', () => {
  it('maps restrict_unauthenticated when nodeinfo is missing', () => {
    const config = mergeInstanceConfig(
      {
        v1: {
          pleroma: {
            metadata: {
              restrict_unauthenticated: { timelines: { local: false, federated: true } },
            },
          },
        },
      },
      '',
    )
    expect(config.publicTimelineVisibility).toEqual({
      local: true,
      federated: false,
      bubble: false,
    })
  })

  it('guesses the software from a Mastodon-style version string', () => {
    expect(
      mergeInstanceConfig({ v1: { version: '2.7.2 (compatible; Pleroma 2.5.0)' } }, '')
        .softwareName,
    ).toBe('pleroma')
    expect(mergeInstanceConfig({}, '').softwareName).toBe('')
  })

  it('treats a v1 features list as authoritative', () => {
    const config = mergeInstanceConfig(
      { v1: { pleroma: { metadata: { features: ['pleroma_api'] } } } },
      '',
    )
    expect(config.features.polls).toBe(false)
    expect(config.features.editing).toBe(false)
    expect(config.safeDM).toBe(false)
  })
})

describe('pickNodeinfoHref', () => {
  it('prefers the newest 2.x schema and ignores junk', () => {
    expect(
      pickNodeinfoHref({
        links: [
          { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: 'b' },
          { rel: 'https://nodeinfo.diaspora.software/ns/schema/2.0', href: 'a' },
          { rel: 'http://nodeinfo.diaspora.software/ns/schema/1.0', href: 'old' },
          null,
          { rel: 'other', href: 'x' },
        ],
      }),
    ).toBe('b')
    expect(pickNodeinfoHref({ links: 'nope' })).toBeNull()
    expect(pickNodeinfoHref(null)).toBeNull()
  })
})

describe('fetchStickers', () => {
  it('loads packs sorted by title and tolerates a missing pack.json', async () => {
    const { client } = server({
      '/static/stickers.json': { cats: '/static/stickers/cats', dogs: '/static/stickers/dogs/' },
      '/static/stickers/cats/pack.json': { title: 'Zany cats', author: 'x' },
    })
    expect(await fetchStickers(client)).toEqual([
      { pack: 'dogs', path: '/static/stickers/dogs/', meta: { title: 'dogs' } },
      { pack: 'cats', path: '/static/stickers/cats/', meta: { title: 'Zany cats', author: 'x' } },
    ])
  })

  it('returns nothing without stickers.json', async () => {
    expect(await fetchStickers(server({}).client)).toEqual([])
  })
})
