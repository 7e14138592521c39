/**
 * What the server offers, asked of one place. Derived from nodeinfo (the
 * software's name and version, Akkoma/Pleroma's `metadata.features`) and the
 * instance replies (v2, then v1); components ask `instance.features`, never
 * the software name. Pure, so every server's replies are unit-tested.
 *
 * A feature the server lacks is hidden in the interface: never an error,
 * never a dead entry. Features found missing at run time (an endpoint that
 * answers 404) are switched off through `store/serverFeatures`.
 */
import { isRecord, str, strArr, wire } from './read'
import type { JsonRecord } from './read'
import type { WireInstanceV1, WireInstanceV2, WireNodeinfo, WireNodeinfoMetadata } from './wire'

/** The families of servers whose behaviour differs in ways the client cares about. */
export type ServerFamily = 'akkoma' | 'pleroma' | 'mastodon' | 'gotosocial' | 'hollo' | 'other'

export interface ServerFeatures extends Partial<MastodonExtras> {
  family: ServerFamily
  /** Pleroma's API extensions: `/api/pleroma/*`, `/api/v1/pleroma/*`, `pleroma` objects. */
  pleromaApi: boolean
  bubbleTimeline: boolean
  /** `/api/v1/timelines/direct` (Mastodon dropped it in 3.0; GoToSocial never had it). */
  directTimeline: boolean
  /** Adding and listing emoji reactions (`/api/v1/pleroma/statuses/:id/reactions`). */
  emojiReactions: boolean
  /** Reacting with the instance's custom emoji, not only Unicode ones. */
  customEmojiReactions: boolean
  quotes: boolean
  /** Misskey-flavoured markdown as a post format. */
  mfm: boolean
  translation: boolean
  /** Akkoma's `/api/v1/akkoma/frontend_settings` (settings kept on the server). */
  frontendSettingsSync: boolean
  /**
   * Akkoma/Pleroma's admin API (`/api/v1/pleroma/admin`). Only these servers
   * are asked for the admin OAuth scopes (api/scopes.ts): the moderation
   * screens use nothing else, and a server that does not know the scopes
   * refuses the app (Hollo).
   */
  adminApi: boolean
  /** Managing announcements through the admin API. */
  announcementsAdmin: boolean
  /** The `local` visibility (posts that do not federate). */
  localScope: boolean
  /** Who-to-follow suggestions. */
  suggestions: boolean
  /** Pleroma's subscriptions (notify on every new post, `/api/v1/pleroma/accounts/:id/subscribe`). */
  subscriptions: boolean
  markdown: boolean
  bbcode: boolean
  editing: boolean
  polls: boolean
  /** Pleroma's remote-follow form at `/main/ostatus`. */
  remoteFollow: boolean
  /** Pleroma's "mark notifications read" (`/api/v1/pleroma/notifications/read`). */
  pleromaNotificationsRead: boolean
  /**
   * Whether the server takes a password from a client (the OAuth password
   * grant). GoToSocial and Mastodon sign people in on their own page only.
   */
  passwordGrant: boolean
  /**
   * Whether the password grant is taken from a client on another origin (a
   * standalone site): Akkoma and Pleroma answer /oauth/token with
   * CORS and take the grant; elsewhere the client never sends a password.
   */
  passwordGrantCrossOrigin: boolean
  /**
   * Pleroma's account security calls (`/api/pleroma/change_password`,
   * change_email, delete_account, move_account, aliases, MFA, oauth_tokens).
   */
  accountSecurity: boolean
  /** GoToSocial's password change (`POST /api/v1/user/password_change`). */
  userPasswordChange: boolean
  /**
   * The streaming API (`/api/v1/streaming`). Where it is missing the client
   * opens no socket at all and polls; Hollo has none and says so with an
   * empty `urls`.
   */
  streaming: boolean
  /**
   * Whether the server has the Mastodon API's calls that not every server
   * here has (MastodonExtras lists them). Hollo has none of them; it does
   * not say so, its name does.
   */
  mastodonExtras: boolean
  /**
   * Posts kept on the server until a chosen time (`scheduled_at` and
   * `/api/v1/scheduled_statuses`): Akkoma, Pleroma and Mastodon have them,
   * GoToSocial since 0.20; Hollo has none.
   */
  scheduledStatuses: boolean
  /**
   * Keyword filters kept on the server: `v2` (`/api/v2/filters`, Mastodon 4
   * and GoToSocial), `v1` (`/api/v1/filters`, Akkoma and Pleroma, older
   * Mastodon) or `none` (Hollo answers 404 to both).
   */
  serverFilters: 'v2' | 'v1' | 'none'
  /**
   * Notifications grouped by the server (`GET /api/v2/notifications`,
   * Mastodon 4.3+), which says so with `api_versions.mastodon` 2 or more in
   * its v2 instance reply. Elsewhere the client groups them itself.
   */
  groupedNotifications: boolean
}

/**
 * Mastodon calls beyond those every server here answers. Screens ask for
 * each by name (`useFeature('domainBlocks')`); store/serverFeatures answers
 * with `mastodonExtras` unless one was found missing at run time. Kept as
 * one flag so the first page load carries no list of them.
 */
export interface MastodonExtras {
  /** Blocking whole domains (`/api/v1/domain_blocks`). */
  domainBlocks: boolean
  /** A private note on another account (`/api/v1/accounts/:id/note`). */
  accountNotes: boolean
  /** The earlier versions of an edited post (`/api/v1/statuses/:id/history`). */
  editHistory: boolean
  /** Dismissing one notification (`/api/v1/notifications/:id/dismiss`). */
  notificationDismiss: boolean
  /**
   * The follow call's options that change an existing follow: `notify` (a
   * notice of each new post) and `reblogs` (their repeats in home). Hollo
   * takes the call and ignores them, so the entries would do nothing.
   */
  followOptions: boolean
  /** A local account's feed at its profile address plus `.rss` (Akkoma, Mastodon). */
  profileFeed: boolean
  /** Notifications of a followed account moving elsewhere (`move`); Hollo sends none. */
  moveNotifications: boolean
  /** Muting a conversation (`/api/v1/statuses/:id/mute`). */
  threadMutes: boolean
  /**
   * Removing the avatar or banner: Pleroma's update_credentials takes '' for
   * them, Mastodon 4.2+ and GoToSocial have `DELETE /api/v1/profile/:image`;
   * Hollo has neither.
   */
  profileImageRemoval: boolean
}

export interface FeatureSources {
  nodeinfo?: unknown
  v1?: unknown
  v2?: unknown
}

function familyOf(name: string, v1Version: string, pleromaObject: boolean): ServerFamily {
  const known: ServerFamily[] = ['akkoma', 'pleroma', 'mastodon', 'gotosocial', 'hollo']
  const lower = name.toLowerCase()
  if ((known as string[]).includes(lower)) return lower as ServerFamily
  if (lower !== '') return pleromaObject ? 'pleroma' : 'other'
  // No nodeinfo: Pleroma says "2.7.2 (compatible; Pleroma 2.5.0)" in the instance version.
  const compatible = /compatible;\s*([A-Za-z]+)/.exec(v1Version)?.[1]?.toLowerCase()
  if (compatible === 'akkoma' || compatible === 'pleroma') return compatible
  if (pleromaObject) return 'pleroma'
  return v1Version !== '' ? 'mastodon' : 'other'
}

/** The post formats the server accepts (`text/plain` at least). */
export function postFormatsOf(sources: FeatureSources): string[] | null {
  const nodeinfo = wire<WireNodeinfo>(sources.nodeinfo)
  const meta = wire<WireNodeinfoMetadata>(nodeinfo.metadata)
  const v1 = wire<WireInstanceV1>(sources.v1)
  const v2 = wire<WireInstanceV2>(sources.v2)
  const pleromaMeta = (raw: unknown) => wire<JsonRecord>(wire<JsonRecord>(raw).metadata)
  const statusesConfig = (raw: unknown) =>
    wire<JsonRecord>(wire<JsonRecord>(wire<JsonRecord>(raw).configuration).statuses)
  for (const list of [
    meta.postFormats,
    pleromaMeta(v1.pleroma).post_formats,
    pleromaMeta(v2.pleroma).post_formats,
    // GoToSocial (and Mastodon forks) list them as the statuses' MIME types.
    statusesConfig(v2).supported_mime_types,
    statusesConfig(v1).supported_mime_types,
  ]) {
    if (Array.isArray(list)) return strArr(list)
  }
  return null
}

export function detectFeatures(sources: FeatureSources): ServerFeatures {
  const nodeinfo = wire<WireNodeinfo>(sources.nodeinfo)
  const meta = wire<WireNodeinfoMetadata>(nodeinfo.metadata)
  const software = wire<NonNullable<WireNodeinfo['software']>>(nodeinfo.software)
  const v1 = wire<WireInstanceV1>(sources.v1)
  const v2 = wire<WireInstanceV2>(sources.v2)
  const v1Meta = wire<JsonRecord>(wire<JsonRecord>(v1.pleroma).metadata)
  const v2Meta = wire<JsonRecord>(wire<JsonRecord>(v2.pleroma).metadata)
  const pleromaObject = isRecord(v1.pleroma) || isRecord(v2.pleroma)

  const featureList = [meta.features, v1Meta.features, v2Meta.features].find(Array.isArray)
  const listed = new Set(strArr(featureList))
  const has = (name: string) => listed.has(name)
  const family = familyOf(str(software.name), str(v1.version) || str(v2.version), pleromaObject)
  const pleromaLike = family === 'akkoma' || family === 'pleroma'
  // Only Akkoma/Pleroma publish a feature list; absent, the family decides.
  const listKnown = featureList !== undefined
  const formats = postFormatsOf(sources) ?? ['text/plain']
  const v2Config = wire<JsonRecord>(v2.configuration)
  const suggestionsMeta = wire<JsonRecord>(meta.suggestions)
  // Hollo publishes no list of what it lacks: its name stands for the
  // Mastodon extras it has no route for, ignores or never sends.
  const hollo = family === 'hollo'
  // Streaming: an advertised address (v1 `urls.streaming_api`, v2
  // `configuration.urls.streaming`) or Akkoma's and Pleroma's
  // `mastodon_api_streaming` say yes; `urls` that name no address (Hollo's
  // `urls: {}`) say no. A server that says nothing is tried: a socket that
  // never opens costs a few quiet retries while polling carries on.
  const v1Urls = v1.urls
  const v2Urls = v2Config.urls
  const streaming =
    !!str(wire<JsonRecord>(v1Urls).streaming_api) ||
    !!str(wire<JsonRecord>(v2Urls).streaming) ||
    has('mastodon_api_streaming') ||
    (!isRecord(v1Urls) && !isRecord(v2Urls) && !hollo)
  const editing = listKnown
    ? has('editing')
    : family === 'mastodon' || family === 'gotosocial' || hollo

  return {
    family,
    pleromaApi: pleromaLike || has('pleroma_api'),
    directTimeline: pleromaLike,
    bubbleTimeline:
      has('bubble_timeline') ||
      (family === 'akkoma' && strArr(meta.localBubbleInstances).length > 0),
    emojiReactions: has('pleroma_emoji_reactions') || has('custom_emoji_reactions'),
    customEmojiReactions: has('custom_emoji_reactions'),
    quotes: has('quote_posting'),
    mfm: formats.includes('text/x.misskeymarkdown'),
    translation:
      has('akkoma:machine_translation') ||
      has('translation') ||
      wire<JsonRecord>(v2Config.translation).enabled === true,
    frontendSettingsSync: family === 'akkoma',
    adminApi: pleromaLike,
    announcementsAdmin: pleromaLike,
    localScope: pleromaLike,
    suggestions: listKnown
      ? has('v2_suggestions') || suggestionsMeta.enabled === true
      : family === 'mastodon',
    subscriptions: pleromaLike,
    markdown: formats.includes('text/markdown'),
    bbcode: formats.includes('text/bbcode'),
    // Mastodon edits since 3.5, GoToSocial since 0.18, Hollo (PUT) since long before 0.9.
    editing,
    // Polls are part of the Mastodon API every server of these families speaks.
    polls: listKnown ? has('polls') : true,
    remoteFollow: has('pleroma:get:main/ostatus'),
    pleromaNotificationsRead: pleromaLike,
    // Hollo signs people in on its own page only (its token endpoint has no password grant).
    passwordGrant: family !== 'gotosocial' && family !== 'mastodon' && !hollo,
    passwordGrantCrossOrigin: pleromaLike,
    accountSecurity: pleromaLike,
    userPasswordChange: family === 'gotosocial',
    streaming,
    mastodonExtras: !hollo,
    // GoToSocial keeps them since 0.20 ("0.19.2" in nodeinfo, "v0.19.2" in its instance).
    scheduledStatuses:
      !hollo &&
      !(
        family === 'gotosocial' &&
        /^v?0\.1?\d\./.test(str(software.version) || str(v1.version) || str(v2.version))
      ),
    serverFilters: filterApiOf(family, str(v1.version) || str(v2.version)),
    // Mastodon 4.3+ says api_versions.mastodon 2 or more; Akkoma, Pleroma,
    // GoToSocial and older Mastodon say nothing.
    groupedNotifications: Number(v2.api_versions?.mastodon) >= 2,
  }
}

/** Which filters API the family serves; Mastodon moved to v2 in 4.0. */
function filterApiOf(family: ServerFamily, version: string): ServerFeatures['serverFilters'] {
  if (family === 'hollo') return 'none'
  if (family === 'gotosocial') return 'v2'
  if (family === 'mastodon') return Number.parseInt(version, 10) >= 4 ? 'v2' : 'v1'
  return 'v1'
}
