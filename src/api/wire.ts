/**
 * Raw JSON as servers send it (snake_case). Everything is optional and often
 * nullable because Mastodon, Pleroma, Akkoma and GoToSocial each omit
 * different fields. These types document the wire; normalizers still read
 * each field through the guards in `read.ts`, because the declared types are
 * what servers *should* send, not what they do.
 */

type Maybe<T> = T | null | undefined

export type WireId = string | number

export interface WireEmoji {
  shortcode?: Maybe<string>
  url?: Maybe<string>
  static_url?: Maybe<string>
  visible_in_picker?: Maybe<boolean>
  category?: Maybe<string>
  /** Pleroma's emoji API uses `tags` instead of `category`. */
  tags?: Maybe<string[]>
}

export interface WireField {
  name?: Maybe<string>
  value?: Maybe<string>
  verified_at?: Maybe<string>
}

export interface WireRelationship {
  id?: Maybe<WireId>
  following?: Maybe<boolean>
  followed_by?: Maybe<boolean>
  requested?: Maybe<boolean>
  requested_by?: Maybe<boolean>
  blocking?: Maybe<boolean>
  blocked_by?: Maybe<boolean>
  muting?: Maybe<boolean>
  muting_notifications?: Maybe<boolean>
  subscribing?: Maybe<boolean>
  notifying?: Maybe<boolean>
  showing_reblogs?: Maybe<boolean>
  domain_blocking?: Maybe<boolean>
  endorsed?: Maybe<boolean>
  note?: Maybe<string>
}

export interface WireAccountInstance {
  name?: Maybe<string>
  favicon?: Maybe<string>
  nodeinfo?: Maybe<{ software?: Maybe<{ name?: Maybe<string>; version?: Maybe<string> }> }>
}

export interface WireAccountPleroma {
  ap_id?: Maybe<string>
  is_admin?: Maybe<boolean>
  is_moderator?: Maybe<boolean>
  /** Older Pleroma; newer ones send `is_active` (admins only see either). */
  deactivated?: Maybe<boolean>
  is_active?: Maybe<boolean>
  tags?: Maybe<string[]>
  /** Akkoma: what the account's role lets it do in the admin API (told to the account itself). */
  privileges?: Maybe<string[]>
  hide_followers?: Maybe<boolean>
  hide_follows?: Maybe<boolean>
  hide_followers_count?: Maybe<boolean>
  hide_follows_count?: Maybe<boolean>
  hide_favorites?: Maybe<boolean>
  allow_following_move?: Maybe<boolean>
  /** `{}` when the server did not embed it. */
  relationship?: Maybe<WireRelationship>
  background_image?: Maybe<string>
  favicon?: Maybe<string>
  follow_request_count?: Maybe<number>
  is_confirmed?: Maybe<boolean>
  unread_notifications_count?: Maybe<number>
}

export interface WireAccountSource {
  note?: Maybe<string>
  privacy?: Maybe<string>
  sensitive?: Maybe<boolean>
  language?: Maybe<string>
  fields?: Maybe<WireField[]>
  /** Mastodon puts it here, Akkoma at the top level. */
  follow_requests_count?: Maybe<number>
  pleroma?: Maybe<{
    show_role?: Maybe<boolean>
    no_rich_text?: Maybe<boolean>
    discoverable?: Maybe<boolean>
  }>
}

export interface WireAccount {
  id?: Maybe<WireId>
  username?: Maybe<string>
  acct?: Maybe<string>
  fqn?: Maybe<string>
  display_name?: Maybe<string>
  locked?: Maybe<boolean>
  bot?: Maybe<boolean>
  group?: Maybe<boolean>
  created_at?: Maybe<string>
  note?: Maybe<string>
  url?: Maybe<string>
  avatar?: Maybe<string>
  avatar_static?: Maybe<string>
  header?: Maybe<string>
  header_static?: Maybe<string>
  followers_count?: Maybe<number>
  following_count?: Maybe<number>
  statuses_count?: Maybe<number>
  last_status_at?: Maybe<string>
  emojis?: Maybe<WireEmoji[]>
  fields?: Maybe<WireField[]>
  follow_requests_count?: Maybe<number>
  /** Mastodon: suspended accounts. */
  suspended?: Maybe<boolean>
  /** Old Pleroma/TwitterAPI role id (1 moderator, 2 and 3 admin) or name; Mastodon 4 role object. */
  role?: Maybe<number | string | { name?: Maybe<string> }>
  source?: Maybe<WireAccountSource>
  pleroma?: Maybe<WireAccountPleroma>
  akkoma?: Maybe<{
    instance?: Maybe<WireAccountInstance>
    status_ttl_days?: Maybe<number>
    permit_followback?: Maybe<boolean>
  }>
}

export interface WireMention {
  id?: Maybe<WireId>
  username?: Maybe<string>
  acct?: Maybe<string>
  url?: Maybe<string>
}

export interface WireTag {
  name?: Maybe<string>
  url?: Maybe<string>
  following?: Maybe<boolean>
}

export interface WireMetaSize {
  width?: Maybe<number>
  height?: Maybe<number>
  aspect?: Maybe<number>
  duration?: Maybe<number>
}

export interface WireAttachment {
  id?: Maybe<WireId>
  type?: Maybe<string>
  url?: Maybe<string>
  preview_url?: Maybe<string>
  remote_url?: Maybe<string>
  text_url?: Maybe<string>
  description?: Maybe<string>
  blurhash?: Maybe<string>
  meta?: Maybe<{
    original?: Maybe<WireMetaSize>
    small?: Maybe<WireMetaSize>
    duration?: Maybe<number>
  }>
  /** Some servers put the MIME type at the top level. */
  mime_type?: Maybe<string>
  pleroma?: Maybe<{ mime_type?: Maybe<string> }>
}

export interface WirePollOption {
  title?: Maybe<string>
  votes_count?: Maybe<number>
}

export interface WirePoll {
  id?: Maybe<WireId>
  expires_at?: Maybe<string>
  expired?: Maybe<boolean>
  multiple?: Maybe<boolean>
  votes_count?: Maybe<number>
  voters_count?: Maybe<number>
  voted?: Maybe<boolean>
  own_votes?: Maybe<number[]>
  options?: Maybe<WirePollOption[]>
  emojis?: Maybe<WireEmoji[]>
}

export interface WireCard {
  url?: Maybe<string>
  title?: Maybe<string>
  description?: Maybe<string>
  image?: Maybe<string>
  type?: Maybe<string>
  provider_name?: Maybe<string>
  provider_url?: Maybe<string>
}

export interface WireEmojiReaction {
  name?: Maybe<string>
  count?: Maybe<number>
  me?: Maybe<boolean>
  url?: Maybe<string>
  account_ids?: Maybe<WireId[]>
}

export interface WireStatusPleroma {
  local?: Maybe<boolean>
  conversation_id?: Maybe<WireId>
  direct_conversation_id?: Maybe<WireId>
  context?: Maybe<string>
  in_reply_to_account_acct?: Maybe<string>
  content?: Maybe<Record<string, string>>
  spoiler_text?: Maybe<Record<string, string>>
  expires_at?: Maybe<string>
  thread_muted?: Maybe<boolean>
  emoji_reactions?: Maybe<WireEmojiReaction[]>
  parent_visible?: Maybe<boolean>
  pinned_at?: Maybe<string>
  /** Pleroma (not Akkoma) nests quotes here. */
  quote?: Maybe<WireStatus>
  quote_id?: Maybe<WireId>
  quote_url?: Maybe<string>
  quote_visible?: Maybe<boolean>
}

export interface WireStatusAkkoma {
  /** A map on Akkoma-authored posts; a bare string from some remote software. */
  source?: Maybe<{ content?: Maybe<string>; mediaType?: Maybe<string> } | string>
  in_reply_to_apid?: Maybe<string>
  quote_apid?: Maybe<string>
}

/** Mastodon 4.5 wraps quotes: `{ state, quoted_status }` or `{ state, quoted_status_id }`. */
export interface WireQuote {
  state?: Maybe<string>
  quoted_status?: Maybe<WireStatus>
  quoted_status_id?: Maybe<WireId>
}

export interface WireStatus {
  id?: Maybe<WireId>
  /** Mastodon 4: the filters the status matched, `[{filter, keyword_matches, status_matches}]`. */
  filtered?: Maybe<unknown[]>
  uri?: Maybe<string>
  url?: Maybe<string>
  account?: Maybe<WireAccount>
  content?: Maybe<string>
  /** Source text; only with `with_source` or on delete (for redraft). */
  text?: Maybe<string>
  created_at?: Maybe<string>
  edited_at?: Maybe<string>
  in_reply_to_id?: Maybe<WireId>
  in_reply_to_account_id?: Maybe<WireId>
  reblog?: Maybe<WireStatus>
  quote?: Maybe<WireStatus | WireQuote>
  quote_id?: Maybe<WireId>
  spoiler_text?: Maybe<string>
  sensitive?: Maybe<boolean>
  visibility?: Maybe<string>
  language?: Maybe<string>
  media_attachments?: Maybe<WireAttachment[]>
  mentions?: Maybe<WireMention[]>
  tags?: Maybe<(WireTag | string)[]>
  emojis?: Maybe<WireEmoji[]>
  card?: Maybe<WireCard>
  poll?: Maybe<WirePoll>
  replies_count?: Maybe<number>
  reblogs_count?: Maybe<number>
  favourites_count?: Maybe<number>
  favourited?: Maybe<boolean>
  reblogged?: Maybe<boolean>
  bookmarked?: Maybe<boolean>
  pinned?: Maybe<boolean>
  muted?: Maybe<boolean>
  application?: Maybe<{ name?: Maybe<string>; website?: Maybe<string> }>
  /** Top-level on Akkoma and Misskey-compatible servers; also under `pleroma`. */
  emoji_reactions?: Maybe<WireEmojiReaction[]>
  /** Status source endpoint and some servers. */
  content_type?: Maybe<string>
  pleroma?: Maybe<WireStatusPleroma>
  akkoma?: Maybe<WireStatusAkkoma>
}

export interface WireNotification {
  id?: Maybe<WireId>
  type?: Maybe<string>
  created_at?: Maybe<string>
  account?: Maybe<WireAccount>
  status?: Maybe<WireStatus>
  target?: Maybe<WireAccount>
  emoji?: Maybe<string>
  emoji_url?: Maybe<string>
  pleroma?: Maybe<{ is_seen?: Maybe<boolean>; is_muted?: Maybe<boolean> }>
}

/** One group of GET /api/v2/notifications (Mastodon 4.3+). */
export interface WireNotificationGroup {
  group_key?: Maybe<string>
  notifications_count?: Maybe<number>
  type?: Maybe<string>
  most_recent_notification_id?: Maybe<WireId>
  page_min_id?: Maybe<WireId>
  page_max_id?: Maybe<WireId>
  latest_page_notification_at?: Maybe<string>
  sample_account_ids?: Maybe<WireId[]>
  status_id?: Maybe<WireId>
}

/** GET /api/v2/notifications: the groups, and the accounts and posts they name once each. */
export interface WireGroupedNotifications {
  accounts?: Maybe<WireAccount[]>
  statuses?: Maybe<WireStatus[]>
  notification_groups?: Maybe<WireNotificationGroup[]>
}

export interface WireContext {
  ancestors?: Maybe<WireStatus[]>
  descendants?: Maybe<WireStatus[]>
}

export interface WirePollLimits {
  max_options?: Maybe<number>
  max_option_chars?: Maybe<number>
  min_expiration?: Maybe<number>
  max_expiration?: Maybe<number>
}

export interface WireRule {
  id?: Maybe<WireId>
  text?: Maybe<string>
}

export interface WireInstancePleromaMetadata {
  account_activation_required?: Maybe<boolean>
  features?: Maybe<string[]>
  federation?: Maybe<Record<string, unknown>>
  fields_limits?: Maybe<{
    max_fields?: Maybe<number>
    max_remote_fields?: Maybe<number>
    name_length?: Maybe<number>
    value_length?: Maybe<number>
  }>
  post_formats?: Maybe<string[]>
  privileged_staff?: Maybe<boolean>
  restrict_unauthenticated?: Maybe<{
    timelines?: Maybe<{
      local?: Maybe<boolean>
      federated?: Maybe<boolean>
      bubble?: Maybe<boolean>
    }>
  }>
  avatar_upload_limit?: Maybe<number>
  background_upload_limit?: Maybe<number>
  banner_upload_limit?: Maybe<number>
  background_image?: Maybe<string>
}

export interface WireInstancePleroma {
  metadata?: Maybe<WireInstancePleromaMetadata>
  vapid_public_key?: Maybe<string>
  favicon?: Maybe<string>
}

/** GET /api/v1/instance (Mastodon's v1 plus Pleroma/Akkoma extras). */
export interface WireInstanceV1 {
  uri?: Maybe<string>
  title?: Maybe<string>
  description?: Maybe<string>
  short_description?: Maybe<string>
  version?: Maybe<string>
  email?: Maybe<string>
  urls?: Maybe<{ streaming_api?: Maybe<string> }>
  languages?: Maybe<string[]>
  registrations?: Maybe<boolean>
  approval_required?: Maybe<boolean>
  contact_account?: Maybe<WireAccount>
  rules?: Maybe<WireRule[]>
  configuration?: Maybe<WireInstanceV2['configuration']>
  max_toot_chars?: Maybe<number>
  poll_limits?: Maybe<WirePollLimits>
  upload_limit?: Maybe<number>
  avatar_upload_limit?: Maybe<number>
  background_upload_limit?: Maybe<number>
  banner_upload_limit?: Maybe<number>
  background_image?: Maybe<string>
  pleroma?: Maybe<WireInstancePleroma>
}

/** GET /api/v2/instance. */
export interface WireInstanceV2 {
  domain?: Maybe<string>
  /** Mastodon 4.3+: the API versions it speaks (`mastodon: 2` brings grouped notifications). */
  api_versions?: Maybe<{ mastodon?: Maybe<number> }>
  title?: Maybe<string>
  version?: Maybe<string>
  description?: Maybe<string>
  languages?: Maybe<string[]>
  configuration?: Maybe<{
    urls?: Maybe<{ streaming?: Maybe<string>; status?: Maybe<string> }>
    vapid?: Maybe<{ public_key?: Maybe<string> }>
    statuses?: Maybe<{ max_characters?: Maybe<number>; max_media_attachments?: Maybe<number> }>
    media_attachments?: Maybe<{
      supported_mime_types?: Maybe<string[]>
      image_size_limit?: Maybe<number>
      video_size_limit?: Maybe<number>
    }>
    polls?: Maybe<{
      max_options?: Maybe<number>
      max_characters_per_option?: Maybe<number>
      min_expiration?: Maybe<number>
      max_expiration?: Maybe<number>
    }>
    translation?: Maybe<{ enabled?: Maybe<boolean> }>
  }>
  registrations?: Maybe<{ enabled?: Maybe<boolean>; approval_required?: Maybe<boolean> }>
  contact?: Maybe<{ email?: Maybe<string>; account?: Maybe<WireAccount> }>
  rules?: Maybe<WireRule[]>
  pleroma?: Maybe<WireInstancePleroma>
}

/** GET /.well-known/nodeinfo */
export interface WireNodeinfoLinks {
  links?: Maybe<{ rel?: Maybe<string>; href?: Maybe<string> }[]>
}

/** Akkoma/Pleroma nodeinfo `metadata` (camelCase on the wire). */
export interface WireNodeinfoMetadata {
  nodeName?: Maybe<string>
  nodeDescription?: Maybe<string>
  private?: Maybe<boolean>
  suggestions?: Maybe<{ enabled?: Maybe<boolean>; web?: Maybe<string> }>
  staffAccounts?: Maybe<string[]>
  federation?: Maybe<
    Record<string, unknown> & { enabled?: Maybe<boolean>; mrf_policies?: Maybe<string[]> }
  >
  pollLimits?: Maybe<WirePollLimits>
  postFormats?: Maybe<string[]>
  uploadLimits?: Maybe<{
    general?: Maybe<number>
    avatar?: Maybe<number>
    banner?: Maybe<number>
    background?: Maybe<number>
  }>
  fieldsLimits?: Maybe<{
    maxFields?: Maybe<number>
    maxRemoteFields?: Maybe<number>
    nameLength?: Maybe<number>
    valueLength?: Maybe<number>
  }>
  accountActivationRequired?: Maybe<boolean>
  invitesEnabled?: Maybe<boolean>
  mailerEnabled?: Maybe<boolean>
  features?: Maybe<string[]>
  restrictedNicknames?: Maybe<string[]>
  skipThreadContainment?: Maybe<boolean>
  localBubbleInstances?: Maybe<string[]>
  publicTimelineVisibility?: Maybe<{
    local?: Maybe<boolean>
    federated?: Maybe<boolean>
    bubble?: Maybe<boolean>
  }>
  federatedTimelineAvailable?: Maybe<boolean>
}

export interface WireNodeinfo {
  version?: Maybe<string>
  software?: Maybe<{ name?: Maybe<string>; version?: Maybe<string>; repository?: Maybe<string> }>
  protocols?: Maybe<string[]>
  openRegistrations?: Maybe<boolean>
  metadata?: Maybe<WireNodeinfoMetadata>
}

/** POST /api/v1/apps */
export interface WireApp {
  id?: Maybe<WireId>
  name?: Maybe<string>
  client_id?: Maybe<string>
  client_secret?: Maybe<string>
  redirect_uri?: Maybe<string>
  website?: Maybe<string>
  vapid_key?: Maybe<string>
}

/** POST /oauth/token, and the error bodies the password grant can answer with. */
export interface WireToken {
  access_token?: Maybe<string>
  token_type?: Maybe<string>
  scope?: Maybe<string>
  created_at?: Maybe<number>
  expires_in?: Maybe<number>
  refresh_token?: Maybe<string>
  /** Pleroma: account id of the token owner. */
  me?: Maybe<string>
  id?: Maybe<WireId>
}

export interface WireOAuthError {
  error?: Maybe<string>
  error_description?: Maybe<string>
  /** Pleroma `mfa_required` reply. */
  mfa_token?: Maybe<string>
  supported_challenge_types?: Maybe<string | string[]>
  /** Pleroma: `password_reset_required`. */
  identifier?: Maybe<string>
}

/** A WebSocket frame of /api/v1/streaming. `payload` is JSON text, except for `delete` (an id). */
export interface WireStreamingMessage {
  event?: Maybe<string>
  payload?: Maybe<string>
  stream?: Maybe<string[]>
}
