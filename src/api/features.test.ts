// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mergeInstanceConfig } from './endpoints/instanceMerge'
import { detectFeatures, postFormatsOf } from './features'
import { gotoSocial } from './fixtures/gotoSocialFixture'
import { AKKOMA_FEATURE_NAMES, PLEROMA_FEATURE_NAMES } from './testFixtures'

const gts = {
  nodeinfo: gotoSocial('GET_nodeinfo_2.0').body,
  v1: gotoSocial('GET_api_v1_instance').body,
  v2: gotoSocial('GET_api_v2_instance').body,
}

// Akkoma 3.10's nodeinfo metadata and instance `pleroma` object, as documented.
const akkomaFeatures = AKKOMA_FEATURE_NAMES
const akkoma = {
  nodeinfo: {
    version: '2.1',
    software: { name: 'akkoma', version: '3.10.4-0-gd1bd9a4' },
    metadata: {
      features: akkomaFeatures,
      postFormats: [
        'text/plain',
        'text/html',
        'text/markdown',
        'text/bbcode',
        'text/x.misskeymarkdown',
      ],
      localBubbleInstances: ['friend.example'],
      suggestions: { enabled: false },
    },
  },
  v1: {
    version: '2.7.2 (compatible; Akkoma 3.10.4-0-gd1bd9a4)',
    pleroma: { metadata: { features: akkomaFeatures } },
  },
}

// Pleroma 2.6: no bubble, no quotes, no translation, no custom reactions.
const pleroma = {
  nodeinfo: {
    version: '2.1',
    software: { name: 'pleroma', version: '2.6.1' },
    metadata: {
      features: PLEROMA_FEATURE_NAMES,
      postFormats: ['text/plain', 'text/html', 'text/markdown', 'text/bbcode'],
    },
  },
  v1: { version: '2.7.2 (compatible; Pleroma 2.6.1)', pleroma: { metadata: {} } },
}

// Mastodon 4.3: nodeinfo without metadata features, the v2 instance with translation.
const mastodon = {
  nodeinfo: { version: '2.0', software: { name: 'mastodon', version: '4.3.2' }, metadata: {} },
  v2: {
    domain: 'mastodon.example',
    version: '4.3.2',
    api_versions: { mastodon: 2 },
    configuration: {
      urls: { streaming: 'wss://mastodon.example' },
      statuses: { max_characters: 500, max_media_attachments: 4 },
      polls: { max_options: 4 },
      translation: { enabled: true },
    },
  },
}

// Hollo 0.9.13 as it answered (the parts that matter here): no streaming
// address (`urls: {}` in v1, none in v2), an empty web push key, NodeInfo
// with its name and empty metadata.
const hollo = {
  nodeinfo: {
    version: '2.1',
    software: {
      name: 'hollo',
      version: '0.9.13',
      repository: 'https://github.com/fedify-dev/hollo',
    },
    protocols: ['activitypub'],
    openRegistrations: false,
    metadata: {},
  },
  v1: {
    uri: 'hollo.example',
    version: '0.9.13',
    urls: {},
    registrations: false,
    configuration: { statuses: { max_characters: 10000 }, polls: { max_options: 10 } },
    feature_quote: true,
    fedibird_capabilities: ['emoji_reaction'],
  },
  v2: {
    domain: 'hollo.example',
    version: '0.9.13',
    api_versions: { mastodon: 7 },
    configuration: {
      statuses: { max_characters: 10000, max_media_attachments: 8 },
      translation: { enabled: false },
      vapid: { public_key: '' },
    },
    registrations: { enabled: false, approval_required: true, message: null },
  },
}

// Every Pleroma extension off, as GoToSocial and Hollo answer: the tests that
// compare a whole feature set add what sets those servers apart.
const noPleromaExtensions = {
  pleromaApi: false,
  bubbleTimeline: false,
  directTimeline: false,
  emojiReactions: false,
  customEmojiReactions: false,
  quotes: false,
  mfm: false,
  translation: false,
  frontendSettingsSync: false,
  adminApi: false,
  announcementsAdmin: false,
  localScope: false,
  suggestions: false,
  subscriptions: false,
  bbcode: false,
  remoteFollow: false,
  pleromaNotificationsRead: false,
  passwordGrant: false,
  passwordGrantCrossOrigin: false,
  accountSecurity: false,
}

describe('detectFeatures', () => {
  it('GoToSocial: Mastodon API only, markdown, editing, no Pleroma extensions', () => {
    const f = detectFeatures(gts)
    expect(f).toEqual({
      ...noPleromaExtensions,
      family: 'gotosocial',
      markdown: true,
      editing: true,
      polls: true,
      userPasswordChange: true,
      streaming: true,
      mastodonExtras: true,
      // Scheduled posts came in GoToSocial 0.20; these replies are 0.19's.
      scheduledStatuses: false,
      serverFilters: 'v2',
      groupedNotifications: false,
    })
  })

  it('Akkoma: every extension it lists', () => {
    const f = detectFeatures(akkoma)
    expect(f).toMatchObject({
      family: 'akkoma',
      pleromaApi: true,
      bubbleTimeline: true,
      directTimeline: true,
      emojiReactions: true,
      customEmojiReactions: true,
      quotes: true,
      mfm: true,
      translation: true,
      frontendSettingsSync: true,
      adminApi: true,
      announcementsAdmin: true,
      localScope: true,
      suggestions: true,
      subscriptions: true,
      markdown: true,
      bbcode: true,
      editing: true,
      polls: true,
      remoteFollow: true,
    })
  })

  it('Pleroma: reactions without custom emoji, no bubble, quotes, MFM or settings sync', () => {
    const f = detectFeatures(pleroma)
    expect(f).toMatchObject({
      family: 'pleroma',
      pleromaApi: true,
      bubbleTimeline: false,
      emojiReactions: true,
      customEmojiReactions: false,
      quotes: false,
      mfm: false,
      translation: false,
      frontendSettingsSync: false,
      adminApi: true,
      localScope: true,
      suggestions: true,
      bbcode: true,
      editing: true,
    })
  })

  it('Mastodon: suggestions, translation and editing from its version; no Pleroma extensions', () => {
    const f = detectFeatures(mastodon)
    expect(f).toMatchObject({
      family: 'mastodon',
      pleromaApi: false,
      suggestions: true,
      translation: true,
      editing: true,
      polls: true,
      localScope: false,
      emojiReactions: false,
      markdown: false,
      adminApi: false,
    })
  })

  it('Hollo: no streaming, password grant, push or Pleroma calls; the Mastodon calls it lacks are off', () => {
    const f = detectFeatures(hollo)
    expect(f).toEqual({
      ...noPleromaExtensions,
      family: 'hollo',
      markdown: false,
      editing: true,
      polls: true,
      userPasswordChange: false,
      streaming: false,
      mastodonExtras: false,
      scheduledStatuses: false,
      serverFilters: 'none',
      // Hollo says api_versions.mastodon 7 and serves /api/v2/notifications.
      groupedNotifications: true,
    })
    // Through the whole merge: no streaming address, and no web push key.
    const config = mergeInstanceConfig(hollo, 'https://hollo.example')
    expect(config.streamingUrl).toBeNull()
    expect(config.vapidPublicKey ?? '').toBe('')
    expect(config.features.family).toBe('hollo')
  })

  it('keyword filters: v1 on Akkoma, Pleroma and Mastodon before 4, v2 from Mastodon 4 and on GoToSocial, none on Hollo', () => {
    expect(detectFeatures(akkoma).serverFilters).toBe('v1')
    expect(detectFeatures(pleroma).serverFilters).toBe('v1')
    expect(detectFeatures(gts).serverFilters).toBe('v2')
    expect(detectFeatures(hollo).serverFilters).toBe('none')
    expect(detectFeatures({ v1: { version: '4.3.1', uri: 'm.example' } }).serverFilters).toBe('v2')
    expect(detectFeatures({ v1: { version: '3.5.3', uri: 'm.example' } }).serverFilters).toBe('v1')
  })

  it('grouped notifications: only where the v2 instance says api_versions.mastodon 2 or more', () => {
    expect(detectFeatures(akkoma).groupedNotifications).toBe(false)
    expect(detectFeatures(pleroma).groupedNotifications).toBe(false)
    expect(detectFeatures(gts).groupedNotifications).toBe(false)
    expect(detectFeatures(mastodon).groupedNotifications).toBe(true)
    expect(detectFeatures(hollo).groupedNotifications).toBe(true)
    // Mastodon 4.2 has no api_versions; version 1, or none, is no promise either.
    const v2Without = { ...mastodon.v2, version: '4.2.10', api_versions: undefined }
    expect(detectFeatures({ ...mastodon, v2: v2Without }).groupedNotifications).toBe(false)
    for (const mastodonVersion of [1, null]) {
      const v2 = { ...mastodon.v2, api_versions: { mastodon: mastodonVersion } }
      expect(detectFeatures({ ...mastodon, v2 }).groupedNotifications).toBe(false)
    }
  })

  it('streaming: from the advertised address, the Pleroma feature list, or an empty urls', () => {
    expect(detectFeatures(mastodon).streaming).toBe(true)
    expect(detectFeatures(akkoma).streaming).toBe(true)
    expect(detectFeatures(pleroma).streaming).toBe(true)
    // Another server whose instance reply names no streaming address.
    const quiet = { nodeinfo: { software: { name: 'other' } }, v1: { version: '1.0', urls: {} } }
    expect(detectFeatures(quiet).streaming).toBe(false)
    const v2Only = { v2: { version: '1.0', configuration: { urls: { streaming: '' } } } }
    expect(detectFeatures(v2Only).streaming).toBe(false)
    // Nothing said: the socket is tried (polling goes on while it fails).
    expect(detectFeatures({ v1: { version: '4.2.0' } }).streaming).toBe(true)
    // Hollo by name even when its instance reply is missing.
    expect(detectFeatures({ nodeinfo: hollo.nodeinfo }).streaming).toBe(false)
  })

  it('knows Pleroma from the instance version alone when nodeinfo failed', () => {
    expect(detectFeatures({ v1: pleroma.v1 }).family).toBe('pleroma')
    expect(detectFeatures({ v1: { version: '4.2.0' } }).family).toBe('mastodon')
    expect(detectFeatures({}).family).toBe('other')
  })

  it('scheduled posts: Akkoma, Pleroma, Mastodon and GoToSocial 0.20 on; GoToSocial 0.19 and Hollo off', () => {
    expect(detectFeatures(akkoma).scheduledStatuses).toBe(true)
    expect(detectFeatures(pleroma).scheduledStatuses).toBe(true)
    expect(detectFeatures(mastodon).scheduledStatuses).toBe(true)
    expect(detectFeatures(hollo).scheduledStatuses).toBe(false)
    expect(detectFeatures(gts).scheduledStatuses).toBe(false)
    const gts020 = {
      ...gts,
      nodeinfo: { software: { name: 'gotosocial', version: '0.20.1+git-abc' } },
    }
    expect(detectFeatures(gts020).scheduledStatuses).toBe(true)
    // Only the instance reply, as GoToSocial words it.
    const v1Only = { nodeinfo: { software: { name: 'gotosocial' } }, v1: { version: 'v1.0.0' } }
    expect(detectFeatures(v1Only).scheduledStatuses).toBe(true)
  })

  it('an Akkoma list without suggestions turns who-to-follow off', () => {
    const list = akkomaFeatures.filter((name) => name !== 'v2_suggestions')
    const f = detectFeatures({ nodeinfo: { ...akkoma.nodeinfo, metadata: { features: list } } })
    expect(f.suggestions).toBe(false)
  })
})

describe('post formats', () => {
  it('reads GoToSocial supported_mime_types as post formats', () => {
    expect(postFormatsOf(gts)).toEqual(['text/plain', 'text/markdown'])
    expect(mergeInstanceConfig(gts, '').postFormats).toEqual(['text/plain', 'text/markdown'])
  })
})

describe('GoToSocial instance through the whole merge', () => {
  it('advertises its streaming address, limits and no Pleroma metadata', () => {
    const config = mergeInstanceConfig(gts, 'https://127.0.0.1:18690')
    expect(config).toMatchObject({
      streamingUrl: 'wss://127.0.0.1:18690',
      textlimit: 5000,
      maxMediaAttachments: 6,
      softwareName: 'gotosocial',
      featureNames: [],
      localBubbleInstances: [],
      vapidPublicKey: expect.stringMatching(/^BEzh/) as unknown,
    })
    expect(config.features.family).toBe('gotosocial')
  })
})
