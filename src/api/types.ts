/**
 * Client-side entities: what the rest of the app sees after normalization.
 *
 * Field names follow the Mastodon/Akkoma wire format (snake_case) so that
 * anyone reading API docs can find them, but every field here is required and
 * already defaulted: screens never need to guard against a missing optional
 * field from a half-implemented server. Pleroma/Akkoma extensions that live
 * under `pleroma` / `akkoma` on the wire are lifted to the top level.
 */

import type { ServerFeatures } from './features'

export type Visibility = 'public' | 'unlisted' | 'private' | 'direct' | 'local'

export type Role = 'admin' | 'moderator' | 'member'

export interface CustomEmoji {
  shortcode: string
  url: string
  static_url: string
  visible_in_picker: boolean
  category: string | null
}

export interface AccountField {
  name: string
  value: string
  verified_at: string | null
}

export interface Relationship {
  id: string
  following: boolean
  followed_by: boolean
  requested: boolean
  requested_by: boolean
  blocking: boolean
  blocked_by: boolean
  muting: boolean
  muting_notifications: boolean
  subscribing: boolean
  showing_reblogs: boolean
  domain_blocking: boolean
  endorsed: boolean
  note: string
}

export interface Account {
  id: string
  /** Local part only, e.g. `alice`. */
  username: string
  /** `alice` for local accounts, `dana@remote.example` for remote ones. */
  acct: string
  display_name: string
  locked: boolean
  bot: boolean
  group: boolean
  created_at: string
  /** Sanitize before rendering: this is server HTML. */
  note: string
  url: string
  avatar: string
  avatar_static: string
  header: string
  header_static: string
  followers_count: number
  following_count: number
  statuses_count: number
  last_status_at: string | null
  emojis: CustomEmoji[]
  fields: AccountField[]
  /** Derived from `acct` (no host part) unless the server says otherwise. */
  is_local: boolean
  role: Role
  is_admin: boolean
  is_moderator: boolean
  deactivated: boolean
  tags: string[]
  /**
   * Akkoma's admin privileges of the signed-in account (`pleroma.privileges`);
   * absent when the server does not tell (then the role decides).
   */
  privileges?: string[]
  hide_followers: boolean
  hide_follows: boolean
  hide_followers_count: boolean
  hide_follows_count: boolean
  allow_following_move: boolean
  background_image: string | null
  favicon: string | null
  /** Only meaningful for the signed-in account (verify_credentials). */
  follow_requests_count: number
  /** Default post scope from `source.privacy`; only for the signed-in account. */
  default_scope: Visibility
  /** Plain-text bio from `source.note`; only for the signed-in account. */
  source_note: string
  relationship: Relationship | null
  /**
   * Home instance of a remote account (Akkoma `akkoma.instance`). Always set
   * by `normalizeAccount` (null when unknown); optional only so hand-written
   * fixtures elsewhere stay valid.
   */
  instance?: AccountInstance | null
}

export interface AccountInstance {
  /** Host name, e.g. `remote.example`. */
  name: string
  favicon: string | null
  software_name: string | null
  software_version: string | null
}

export interface Mention {
  id: string
  username: string
  acct: string
  url: string
}

export interface Tag {
  name: string
  url: string
  following: boolean | null
}

export type AttachmentType = 'image' | 'gifv' | 'video' | 'audio' | 'unknown'

export interface AttachmentMetaSize {
  width: number | null
  height: number | null
  aspect: number | null
}

export interface Attachment {
  id: string
  type: AttachmentType
  url: string
  preview_url: string
  remote_url: string | null
  description: string
  blurhash: string | null
  mime_type: string
  meta: {
    original: AttachmentMetaSize
    small: AttachmentMetaSize
    duration: number | null
  }
}

export interface PollOption {
  title: string
  votes_count: number
}

export interface Poll {
  id: string
  expires_at: string | null
  expired: boolean
  multiple: boolean
  votes_count: number
  voters_count: number | null
  voted: boolean
  own_votes: number[]
  options: PollOption[]
  emojis: CustomEmoji[]
}

export interface Card {
  url: string
  title: string
  description: string
  image: string | null
  provider_name: string
  type: string
}

export interface EmojiReaction {
  /** Unicode emoji, or a custom shortcode (without colons, possibly `name@host`). */
  name: string
  count: number
  me: boolean
  url: string | null
  account_ids: string[]
}

/** Where a server-side filter applies: home and lists, notifications, public timelines, threads, profiles. */
export type FilterContext = 'home' | 'notifications' | 'public' | 'thread' | 'account'

/** warn: behind a notice naming the filter; hide: not shown; blur (Mastodon 4.4): its media hidden. */
export type FilterAction = 'warn' | 'hide' | 'blur'

/** One filter a server says a status matched (a status's `filtered`). */
export interface FilterResult {
  id: string
  title: string
  action: FilterAction
  context: FilterContext[]
  expiresAt: string | null
}

/**
 * A status as the normalizer returns it: nested account, reblog and quote.
 * The store flattens it into `StoredStatus` so each entity exists once.
 */
export interface Status {
  id: string
  uri: string
  url: string
  account: Account
  /** Sanitize before rendering: this is server HTML. */
  content: string
  /** Plain text from `pleroma.content["text/plain"]` when the server gives it. */
  text: string | null
  created_at: string
  edited_at: string | null
  in_reply_to_id: string | null
  in_reply_to_account_id: string | null
  in_reply_to_acct: string | null
  reblog: Status | null
  quote: Status | null
  spoiler_text: string
  sensitive: boolean
  visibility: Visibility
  language: string | null
  media_attachments: Attachment[]
  mentions: Mention[]
  tags: Tag[]
  emojis: CustomEmoji[]
  card: Card | null
  poll: Poll | null
  replies_count: number
  reblogs_count: number
  favourites_count: number
  favourited: boolean
  reblogged: boolean
  bookmarked: boolean
  pinned: boolean
  muted: boolean
  thread_muted: boolean
  is_local: boolean
  conversation_id: string | null
  parent_visible: boolean
  emoji_reactions: EmojiReaction[]
  /** Source media type, e.g. `text/x.misskeymarkdown` (Akkoma `akkoma.source.mediaType`). */
  media_type: string | null
  application_name: string | null
  /**
   * Id of the quoted status even when the server could not render it (Akkoma
   * sends the placeholder `_` for known-but-unresolvable posts). Always set by
   * `normalizeStatus`; optional only so hand-written fixtures stay valid.
   */
  quote_id?: string | null
  /** ActivityPub id of the quoted post (Akkoma `akkoma.quote_apid`), for a remote link. */
  quote_url?: string | null
  /**
   * The server's filter matches (Mastodon's `filtered`) as it sent them,
   * read by normalizers/filterResults.ts in the members' filter chunk, so a
   * first visit carries no reader for them; null where the server sends
   * none and the client applies the filters itself. Optional for
   * hand-written fixtures.
   */
  filtered?: unknown[] | null
}

export type NotificationType =
  | 'mention'
  | 'favourite'
  | 'reblog'
  | 'follow'
  | 'follow_request'
  | 'move'
  | 'poll'
  | 'status'
  | 'update'
  | 'pleroma:emoji_reaction'
  | 'pleroma:report'
  | 'unknown'

export interface Notification {
  id: string
  type: NotificationType
  created_at: string
  seen: boolean
  account: Account
  status: Status | null
  target: Account | null
  emoji: string | null
  emoji_url: string | null
}

/**
 * One group of notifications as the server grouped it (Mastodon 4.3+'s
 * `GET /api/v2/notifications`): its size, its newest notification, the
 * range of its notifications on this page and a few of its accounts.
 */
export interface ServerNotificationGroup {
  key: string
  type: NotificationType
  /** How many notifications the whole group holds, on this page or not. */
  count: number
  mostRecentId: string
  /** The oldest and newest of its notifications on this page. */
  pageMinId: string | null
  pageMaxId: string | null
  latestAt: string
  /** Up to a few accounts, newest first. */
  sampleAccountIds: string[]
  statusId: string | null
}

export interface GroupedNotifications {
  groups: ServerNotificationGroup[]
  accounts: Account[]
  statuses: Status[]
}

export interface InstanceRules {
  id: string
  text: string
}

/** Instance configuration merged from /api/v1|v2/instance, nodeinfo and static config. */
export interface PollLimits {
  max_options: number
  max_option_chars: number
  min_expiration: number
  max_expiration: number
}

export interface PublicTimelineVisibility {
  local: boolean
  federated: boolean
  bubble: boolean
}

export interface OAuthApp {
  client_id: string
  client_secret: string
}

export interface OAuthToken {
  access_token: string
  token_type: string
  scope: string
  created_at: number
  refresh_token: string | null
  /** Pleroma/Akkoma: the token owner's ActivityPub id (a URL, not an account id); absent for app tokens. */
  me: string | null
}

/** `mfa_required` reply of the password grant (Pleroma/Akkoma). */
export interface MfaRequired {
  error: 'mfa_required'
  mfa_token: string
  supported_challenge_types: string
}

export interface UploadLimits {
  /** Bytes; 0 when the server did not say (do not check). */
  general: number
  avatar: number
  background: number
  banner: number
}

export interface FieldsLimits {
  maxFields: number
  maxRemoteFields: number | null
  nameLength: number | null
  valueLength: number | null
}

export interface StickerPack {
  pack: string
  /** Base path of the pack, ending in `/`. */
  path: string
  meta: { title: string; [key: string]: unknown }
}

/**
 * Everything the client reads from the server at start-up, merged
 * from /api/v1/instance, /api/v2/instance, nodeinfo, /static/config.json, the
 * pleroma_fe frontend configuration, custom emoji and the static HTML pages.
 * Every field is defaulted; `potentiallyFatalError` says both instance
 * endpoints failed and the rest is mostly defaults.
 */
export interface InstanceConfig {
  name: string
  description: string
  registrationOpen: boolean
  accountActivationRequired: boolean
  accountApprovalRequired: boolean
  mailerEnabled: boolean
  /** Terms of service HTML (sanitize before rendering). */
  tos: string
  /** ActivityPub ids (profile URLs) of admins and moderators. */
  staffAccounts: string[]
  localBubbleInstances: string[]
  showFeaturesPanel: boolean
  showInstanceSpecificPanel: boolean
  /** Instance panel HTML (sanitize before rendering). */
  instanceSpecificPanelContent: string
  /** Origin of the instance, e.g. `https://example.social`; '' when unknown. */
  server: string
  textlimit: number
  uploadlimit: UploadLimits
  /** Files per post (`configuration.statuses.max_media_attachments`); the post form's file cap. */
  maxMediaAttachments: number
  vapidPublicKey: string | null
  /** Image URLs from the static/frontend config; '' means the client's built-in asset. */
  defaultAvatar: string
  defaultBanner: string
  background: string
  logo: string
  logoMask: boolean
  logoMargin: string
  logoLeft: boolean
  hideSitename: boolean
  theme: string
  pollLimits: PollLimits
  fieldsLimits: FieldsLimits
  restrictedNicknames: string[]
  postFormats: string[]
  customEmoji: CustomEmoji[]
  mediaProxyAvailable: boolean
  private: boolean
  federating: boolean
  federatedTimelineAvailable: boolean
  publicTimelineVisibility: PublicTimelineVisibility
  backendVersion: string
  /** Lower-case software name from nodeinfo, for showing (the about page); decisions ask `features`. */
  softwareName: string
  languages: string[]
  /** Base WebSocket URL the server advertises (e.g. `wss://host`); null when absent. */
  streamingUrl: string | null
  redirectRootLogin: string
  redirectRootNoLogin: string
  loginMethod: 'password' | 'token'
  safeDM: boolean
  /** Akkoma/Pleroma's nodeinfo `metadata.features`, as listed ([] elsewhere). */
  featureNames: string[]
  /** What the server offers (api/features.ts): every optional feature asks this. */
  features: ServerFeatures
  /** Raw nodeinfo `metadata.federation` (MRF policies, quarantines...) for the about page. */
  federationPolicy: Record<string, unknown>
  tagPolicyAvailable: boolean
  contactAccountId: string | null
  /** The contact account as the instance reply gives it (Mastodon, GoToSocial). */
  contactAccount: Account | null
  rules: InstanceRules[]
  /** Static config.json merged with the `pleroma_fe` frontend configuration (which wins). */
  frontend: Record<string, unknown>
  /** Both /api/v1/instance and /api/v2/instance failed. */
  potentiallyFatalError: boolean
  /** Both failed for want of a network (no answer at all), not by the server's error. */
  unreachable?: boolean
}
