/**
 * What the Hollo mode says about the server, so a client's feature
 * detection sees Hollo 0.9.13: its version (no "compatible" Mastodon
 * version), `registrations: false`, no streaming URL (`urls: {}`), Mastodon
 * API version 7, quotes and Fedibird-style emoji reactions, its limits, and
 * NodeInfo 2.1 with `software.name` `hollo` and empty metadata.
 */

import type { Context } from 'hono'
import type { Deps } from '../deps.ts'
import { hostOf, originOf, type AppEnv } from '../http/plumbing.ts'
import type { AccountRecord } from '../model/records.ts'
import type { Json } from '../render/view.ts'
import { serializeAccount } from '../render/serializers.ts'
import { withoutExtensions } from '../controls/server-mode.ts'
import { toHolloId } from './ids.ts'
import { ownedAccounts } from './oauth.ts'
import { HOLLO_SIGN_IN_EMAIL } from './sign-in.ts'

export const HOLLO_VERSION = '0.9.13'
const SOURCE_URL = 'https://github.com/fedify-dev/hollo'
const NODEINFO_21_PROFILE = 'http://nodeinfo.diaspora.software/ns/schema/2.1'

/** Hollo's contact account is the owned account with the smallest id. */
function contactAccount(deps: Deps): AccountRecord | undefined {
  return ownedAccounts(deps)
    .map((account) => ({ account, uuid: toHolloId(account.id) }))
    .sort((a, b) => (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0))[0]?.account
}

function contactJson(c: Context<AppEnv>, deps: Deps): Json | null {
  const account = contactAccount(deps)
  if (!account) return null
  const json = serializeAccount({ store: deps.store, origin: originOf(c), viewer: null }, account)
  return withoutExtensions(json) as Json
}

/** Languages the owned accounts have posted in. */
function languages(deps: Deps): string[] {
  const owned = new Set(ownedAccounts(deps).map((a) => a.id))
  const seen = new Set<string>()
  for (const status of deps.store.state.statuses) {
    if (status.language && owned.has(status.accountId)) seen.add(status.language)
  }
  return [...seen]
}

const STATUSES = {
  max_characters: 10000,
  max_media_attachments: 8,
  characters_reserved_per_url: 256,
}

const MEDIA = {
  supported_mime_types: [
    'image/jpeg',
    'image/png',
    'image/gif',
    'image/webp',
    'video/mp4',
    'video/webm',
  ],
  image_size_limit: 32 * 1024 * 1024,
  image_matrix_limit: 16_777_216,
  video_size_limit: 128 * 1024 * 1024,
  video_frame_rate_limit: 120,
  video_matrix_limit: 16_777_216,
}

const POLLS = {
  max_options: 10,
  max_characters_per_option: 100,
  min_expiration: 5 * 60,
  max_expiration: 14 * 24 * 3600,
}

const FEDIBIRD = ['emoji_reaction', 'enable_wide_emoji', 'enable_wide_emoji_reaction']

export function holloInstanceV1(c: Context<AppEnv>, deps: Deps): Json {
  const host = hostOf(c)
  const origin = originOf(c)
  const domains = new Set(deps.store.accounts().flatMap((a) => (a.domain ? [a.domain] : [])))
  return {
    uri: host,
    title: host,
    short_description: `The demo instance, answering as Hollo at ${host}`,
    description: `The demo instance, answering as Hollo at ${host}`,
    email: HOLLO_SIGN_IN_EMAIL,
    version: HOLLO_VERSION,
    // Hollo has no streaming API.
    urls: {},
    stats: {
      user_count: ownedAccounts(deps).length,
      status_count: deps.store.state.statuses.length,
      domain_count: domains.size,
    },
    thumbnail: `${origin}/instance/thumbnail.svg`,
    languages: languages(deps),
    registrations: false,
    approval_required: true,
    invites_enabled: false,
    configuration: {
      accounts: { max_featured_tags: 10 },
      statuses: STATUSES,
      media_attachments: MEDIA,
      polls: POLLS,
    },
    contact_account: contactJson(c, deps),
    rules: [],
    feature_quote: true,
    fedibird_capabilities: FEDIBIRD,
  }
}

export function holloInstanceV2(c: Context<AppEnv>, deps: Deps): Json {
  const host = hostOf(c)
  const origin = originOf(c)
  return {
    api_versions: { mastodon: 7 },
    domain: host,
    title: host,
    version: HOLLO_VERSION,
    source_url: SOURCE_URL,
    description: `The demo instance, answering as Hollo at ${host}`,
    usage: { users: { active_month: 0 } },
    thumbnail: { url: `${origin}/instance/thumbnail.svg`, blurhash: null, versions: {} },
    icon: [{ src: `${origin}/instance/thumbnail.svg`, size: '500x500' }],
    languages: languages(deps),
    // No `urls`: Hollo has no streaming API to point at.
    configuration: {
      accounts: { max_featured_tags: 10, max_pinned_statuses: 10 },
      statuses: STATUSES,
      media_attachments: MEDIA,
      polls: POLLS,
      translation: { enabled: false },
      vapid: { public_key: '' },
    },
    registrations: { enabled: false, approval_required: true, message: null },
    contact: { email: HOLLO_SIGN_IN_EMAIL, account: contactJson(c, deps) },
    rules: [],
    feature_quote: true,
    fedibird_capabilities: FEDIBIRD,
  }
}

export function holloNodeinfoLinks(c: Context<AppEnv>): Json {
  return {
    links: [
      {
        rel: NODEINFO_21_PROFILE,
        href: `${originOf(c)}/nodeinfo/2.1`,
        type: `application/json; profile="${NODEINFO_21_PROFILE}#"`,
      },
    ],
  }
}

export function holloNodeinfo(deps: Deps): Json {
  const owned = ownedAccounts(deps)
  const ownedIds = new Set(owned.map((a) => a.id))
  const monthAgo = Date.now() - 30 * 24 * 3600 * 1000
  const halfYearAgo = Date.now() - 182 * 24 * 3600 * 1000
  const lastPost = new Map<string, number>()
  let localPosts = 0
  let localComments = 0
  for (const status of deps.store.state.statuses) {
    if (!ownedIds.has(status.accountId) || status.reblogOfId) continue
    if (status.inReplyToId) localComments += 1
    else localPosts += 1
    const at = Date.parse(status.createdAt)
    if (at > (lastPost.get(status.accountId) ?? 0)) lastPost.set(status.accountId, at)
  }
  const activeSince = (since: number) => [...lastPost.values()].filter((at) => at > since).length
  return {
    version: '2.1',
    software: {
      name: 'hollo',
      version: HOLLO_VERSION,
      repository: SOURCE_URL,
      homepage: 'https://docs.hollo.social/',
    },
    protocols: ['activitypub'],
    services: { inbound: [], outbound: ['atom1.0'] },
    openRegistrations: false,
    usage: {
      users: {
        total: owned.length,
        activeMonth: activeSince(monthAgo),
        activeHalfyear: activeSince(halfYearAgo),
      },
      localPosts,
      localComments,
    },
    metadata: {},
  }
}

export function nodeinfoResponse(c: Context<AppEnv>, deps: Deps): Response {
  return c.body(JSON.stringify(holloNodeinfo(deps)), 200, {
    'content-type': `application/json; profile="${NODEINFO_21_PROFILE}#"`,
  })
}
