/**
 * Instance metadata documents: /api/v1/instance and /api/v2/instance (Akkoma
 * shapes, Mastodon fields plus the `pleroma` block), nodeinfo 2.0/2.1 with
 * Akkoma's metadata, frontend configurations and the static config.json.
 * Also used to build the preloaded data embedded in index.html.
 */

import { identityOf } from '../model/instance-identity.ts'
import {
  AKKOMA_VERSION,
  FEATURES,
  INSTANCE,
  MASTODON_API_LEVEL,
  RESTRICTED_NICKNAMES,
  SUPPORTED_MIME_TYPES,
} from '../config.ts'
import type { Json } from './view.ts'
import { accountApId, serializeAccount } from './serializers.ts'
import { DEFAULT_ACCOUNTS_MODE, type AccountsMode } from '../controls/server-mode.ts'
import type { Store } from '../model/store.ts'

const VERSION = `${MASTODON_API_LEVEL} (compatible; Akkoma ${AKKOMA_VERSION})`
const SOURCE_URL = 'https://akkoma.dev/AkkomaGang/akkoma'
const DAY = 24 * 3600 * 1000

function stats(store: Store) {
  const local = store.accounts().filter((a) => a.domain === null && !a.deactivated)
  const localIds = new Set(local.map((a) => a.id))
  const localPosts = store.state.statuses.filter(
    (s) => localIds.has(s.accountId) && s.reblogOfId === null,
  ).length
  const domains = new Set(store.accounts().flatMap((a) => (a.domain ? [a.domain] : [])))
  const activeSince = (days: number) =>
    local.filter((a) => {
      const statuses = store.statusesOf(a.id)
      const last = statuses[statuses.length - 1]
      return last !== undefined && Date.parse(last.createdAt) > Date.now() - days * DAY
    }).length
  return {
    userCount: local.length,
    statusCount: localPosts,
    domainCount: domains.size,
    activeMonth: activeSince(30),
    activeHalfyear: activeSince(180),
  }
}

function federation(): Json {
  return {
    enabled: INSTANCE.federating,
    exclusions: false,
    mrf_policies: INSTANCE.mrfPolicies,
    mrf_simple: INSTANCE.mrfSimple,
    mrf_simple_info: INSTANCE.mrfSimpleInfo,
    mrf_keyword: INSTANCE.mrfKeyword,
    mrf_hashtag: { federated_timeline_removal: [], reject: [], sensitive: ['nsfw'] },
    mrf_object_age: { actions: ['delist', 'strip_followers'], threshold: 604800 },
    quarantined_instances: INSTANCE.quarantinedInstances,
    quarantined_instances_info: { quarantined_instances: INSTANCE.quarantinedInstancesInfo },
  }
}

function fieldsLimitsSnake(): Json {
  return {
    max_fields: INSTANCE.fieldsLimits.maxFields,
    max_remote_fields: INSTANCE.fieldsLimits.maxRemoteFields,
    name_length: INSTANCE.fieldsLimits.nameLength,
    value_length: INSTANCE.fieldsLimits.valueLength,
  }
}

function contactAccount(store: Store, origin: string): Json | null {
  const account = store.accountByAcct(identityOf(store).contactUsername)
  return account ? serializeAccount({ store, origin, viewer: null }, account) : null
}

/**
 * How people join, from the live accounts mode (controls/server-mode.ts) rather than
 * static config. Akkoma's invites need registrations closed, so the demo
 * reports them enabled exactly then.
 */
function joining(accounts: Readonly<AccountsMode>) {
  return {
    open: accounts.registrations !== 'closed',
    approval: accounts.registrations === 'approval',
    activation: accounts.registrations === 'activation',
    invites: accounts.registrations === 'closed',
    mailer: accounts.mailer,
  }
}

function pleromaBlock(
  store: Store,
  accounts: Readonly<AccountsMode>,
  extraMetadata: Json = {},
): Json {
  return {
    metadata: {
      account_activation_required: joining(accounts).activation,
      features: FEATURES,
      federation: federation(),
      fields_limits: fieldsLimitsSnake(),
      post_formats: INSTANCE.postFormats,
      privileged_staff: INSTANCE.privilegedStaff,
      birthday_required: false,
      birthday_min_age: 0,
      ...extraMetadata,
    },
    stats: { mau: stats(store).activeMonth },
    vapid_public_key: INSTANCE.vapidPublicKey,
  }
}

function pollConfiguration(): Json {
  return {
    max_options: INSTANCE.pollLimits.max_options,
    max_characters_per_option: INSTANCE.pollLimits.max_option_chars,
    min_expiration: INSTANCE.pollLimits.min_expiration,
    max_expiration: INSTANCE.pollLimits.max_expiration,
  }
}

function mediaConfiguration(uploadLimit: number): Json {
  return {
    supported_mime_types: SUPPORTED_MIME_TYPES,
    image_size_limit: uploadLimit,
    image_matrix_limit: 16777216,
    video_size_limit: uploadLimit,
    video_frame_rate_limit: 60,
    video_matrix_limit: 2304000,
    description_limit: INSTANCE.descriptionLimit,
  }
}

export function instanceV1(
  store: Store,
  origin: string,
  accounts: Readonly<AccountsMode> = DEFAULT_ACCOUNTS_MODE,
  uploadLimit: number = INSTANCE.uploadLimit,
): Json {
  const host = new URL(origin).host
  const s = stats(store)
  const join = joining(accounts)
  return {
    uri: host,
    title: identityOf(store).name,
    short_description: identityOf(store).shortDescription,
    description: identityOf(store).description,
    email: identityOf(store).email,
    version: VERSION,
    urls: { streaming_api: `ws://${host}` },
    stats: { user_count: s.userCount, status_count: s.statusCount, domain_count: s.domainCount },
    thumbnail: `${origin}/instance/thumbnail.svg`,
    languages: INSTANCE.languages,
    registrations: join.open,
    approval_required: join.approval,
    invites_enabled: join.invites,
    contact_account: contactAccount(store, origin),
    rules: [],
    configuration: {
      accounts: { max_featured_tags: 0 },
      statuses: {
        max_characters: INSTANCE.maxCharacters,
        max_media_attachments: INSTANCE.maxMediaAttachments,
        characters_reserved_per_url: INSTANCE.charactersReservedPerUrl,
      },
      media_attachments: mediaConfiguration(uploadLimit),
      polls: pollConfiguration(),
    },
    max_toot_chars: INSTANCE.maxCharacters,
    max_media_attachments: INSTANCE.maxMediaAttachments,
    poll_limits: INSTANCE.pollLimits,
    upload_limit: uploadLimit,
    avatar_upload_limit: INSTANCE.avatarUploadLimit,
    background_upload_limit: INSTANCE.backgroundUploadLimit,
    banner_upload_limit: INSTANCE.bannerUploadLimit,
    background_image: `${origin}/instance/background.svg`,
    description_limit: INSTANCE.descriptionLimit,
    pleroma: pleromaBlock(store, accounts),
  }
}

export function instanceV2(
  store: Store,
  origin: string,
  accounts: Readonly<AccountsMode> = DEFAULT_ACCOUNTS_MODE,
  uploadLimit: number = INSTANCE.uploadLimit,
): Json {
  const host = new URL(origin).host
  const s = stats(store)
  const join = joining(accounts)
  return {
    domain: host,
    title: identityOf(store).name,
    version: VERSION,
    source_url: SOURCE_URL,
    description: identityOf(store).shortDescription,
    usage: { users: { active_month: s.activeMonth } },
    thumbnail: { url: `${origin}/instance/thumbnail.svg`, blurhash: null, versions: {} },
    languages: INSTANCE.languages,
    configuration: {
      urls: { streaming: `ws://${host}`, status: null },
      vapid: { public_key: INSTANCE.vapidPublicKey },
      accounts: { max_featured_tags: 0, max_pinned_statuses: INSTANCE.maxPinnedStatuses },
      statuses: {
        max_characters: INSTANCE.maxCharacters,
        max_media_attachments: INSTANCE.maxMediaAttachments,
        characters_reserved_per_url: INSTANCE.charactersReservedPerUrl,
      },
      media_attachments: mediaConfiguration(uploadLimit),
      polls: pollConfiguration(),
      translation: { enabled: true },
    },
    registrations: {
      enabled: join.open,
      approval_required: join.approval,
      message: null,
      url: null,
    },
    contact: { email: identityOf(store).email, account: contactAccount(store, origin) },
    rules: [],
    pleroma: pleromaBlock(store, accounts, {
      avatar_upload_limit: INSTANCE.avatarUploadLimit,
      background_upload_limit: INSTANCE.backgroundUploadLimit,
      banner_upload_limit: INSTANCE.bannerUploadLimit,
      background_image: `${origin}/instance/background.svg`,
      description_limit: INSTANCE.descriptionLimit,
    }),
  }
}

export function nodeinfoLinks(origin: string): Json {
  return {
    links: [
      {
        rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0',
        href: `${origin}/nodeinfo/2.0.json`,
      },
      {
        rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
        href: `${origin}/nodeinfo/2.1.json`,
      },
    ],
  }
}

export function nodeinfo(
  store: Store,
  origin: string,
  version: '2.0' | '2.1',
  privateInstance: boolean = INSTANCE.privateInstance,
  accounts: Readonly<AccountsMode> = DEFAULT_ACCOUNTS_MODE,
  uploadLimit: number = INSTANCE.uploadLimit,
): Json {
  const s = stats(store)
  const join = joining(accounts)
  const staff = store
    .accounts()
    .filter((a) => a.domain === null && (a.isAdmin || a.isModerator))
    .map((a) => accountApId(origin, a))
  return {
    version,
    software: {
      name: 'akkoma',
      version: AKKOMA_VERSION,
      ...(version === '2.1' ? { repository: SOURCE_URL } : {}),
    },
    protocols: ['activitypub'],
    services: { inbound: [], outbound: [] },
    openRegistrations: join.open,
    usage: {
      users: { total: s.userCount, activeMonth: s.activeMonth, activeHalfyear: s.activeHalfyear },
      localPosts: s.statusCount,
    },
    metadata: {
      nodeName: identityOf(store).name,
      nodeDescription: identityOf(store).shortDescription,
      private: privateInstance,
      // The demo answers /api/v2/suggestions (routes/relationships.ts).
      suggestions: { enabled: true },
      staffAccounts: staff,
      federation: federation(),
      pollLimits: INSTANCE.pollLimits,
      postFormats: INSTANCE.postFormats,
      uploadLimits: {
        general: uploadLimit,
        avatar: INSTANCE.avatarUploadLimit,
        banner: INSTANCE.bannerUploadLimit,
        background: INSTANCE.backgroundUploadLimit,
      },
      fieldsLimits: INSTANCE.fieldsLimits,
      accountActivationRequired: join.activation,
      invitesEnabled: join.invites,
      mailerEnabled: join.mailer,
      features: FEATURES,
      restrictedNicknames: RESTRICTED_NICKNAMES,
      skipThreadContainment: INSTANCE.skipThreadContainment,
      privilegedStaff: INSTANCE.privilegedStaff,
      localBubbleInstances: INSTANCE.bubbleInstances,
      publicTimelineVisibility: { local: true, federated: true, bubble: true },
      federatedTimelineAvailable: INSTANCE.federatedTimelineAvailable,
    },
  }
}

export function frontendConfigurations(theme: string | null = null): Json {
  return {
    pleroma_fe: {
      theme: theme ?? 'pleroma-dark',
      logo: '/static/logo.svg',
      logoMask: true,
      logoMargin: '.1em',
      background: '/instance/background.svg',
      redirectRootNoLogin: '/main/all',
      redirectRootLogin: '/main/friends',
      showInstanceSpecificPanel: true,
      showFeaturesPanel: true,
      scopeCopy: true,
      subjectLineBehavior: 'email',
      postContentType: 'text/plain',
      alwaysShowSubjectInput: true,
      hideSitename: false,
      nsfwCensorImage: '',
      minimalScopesMode: false,
      collapseMessageWithSubject: true,
      webPushNotifications: false,
    },
    masto_fe: { showInstanceSpecificPanel: true },
  }
}

/** Akkoma-FE-style /static/config.json. */
export function staticConfig(): Json {
  return {
    theme: 'pleroma-dark',
    background: '',
    logo: '/static/logo.svg',
    logoMask: true,
    logoMargin: '.1em',
    redirectRootNoLogin: '/main/all',
    redirectRootLogin: '/main/friends',
    showInstanceSpecificPanel: true,
    collapseMessageWithSubject: true,
    scopeCopy: true,
    subjectLineBehavior: 'email',
    postContentType: 'text/plain',
    alwaysShowSubjectInput: true,
    hidePostStats: false,
    hideUserStats: false,
    loginMethod: 'password',
    webPushNotifications: false,
    noAttachmentLinks: false,
    nsfwCensorImage: '',
    showFeaturesPanel: true,
    minimalScopesMode: false,
  }
}
